import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickOrder } from '@tcg/domain/draft';
import { RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas.ts';

const PickOrderQuery = Type.Object(
  {
    seats: Type.Integer({ minimum: 1, maximum: 100, description: 'Seats in the pod, numbered clockwise from 1 (at least 3).' }),
    group: Type.Integer({ description: 'Pack group 1, 2 or 3.' }),
    active: Type.Integer({ description: 'The Active player’s seat.' }),
    cards: Type.Integer({ minimum: 0, maximum: 1000, description: 'Cards laid out on the table.' }),
  },
  { additionalProperties: false },
);

const PickOrder = Type.Object({ picks: Type.Array(Type.Integer({ minimum: 1 }), { description: 'The seat that takes card 1, 2, … in pick order.' }) });

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
      if (!picks.ok) throw new RuleViolation(picks.error, 400);
      return { picks: picks.value };
    },
  );
};
