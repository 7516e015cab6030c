import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, PickOrder, PickOrderQuery } from '@tcg/contract';
import { rochesterPickOrder } from '../services/pickOrder.ts';

export const rochesterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rochester/pick-order',
    {
      config: { access: 'public' },
      schema: {
        tags: ['draft'],
        summary:
          'Rochester Draft pick order (Appendix A 7): the horseshoe from the Active player, in the pack group’s direction',
        querystring: PickOrderQuery,
        response: { 200: PickOrder, 400: errorResponses[400] },
      },
    },
    async (request) => rochesterPickOrder(request.query),
  );
};
