import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickOrder } from '@tcg/domain/draft';
import { RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas/common.ts';
import { PickOrderQuery, PickOrder } from '../schemas/rochester.ts';

export const rochesterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rochester/pick-order',
    {
      config: { access: 'public' },
      schema: {
        tags: ['draft'],
        summary: 'Rochester Draft pick order (Appendix A 7): the horseshoe from the Active player, in the pack group’s direction',
        querystring: PickOrderQuery,
        response: { 200: PickOrder, 400: errorResponses[400] },
      },
    },
    async (request) => {
      const picks = pickOrder(request.query);
      if (!picks.ok) throw new RuleViolation(picks.error);
      return { picks: picks.value };
    },
  );
};
