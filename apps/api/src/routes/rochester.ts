import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { rochesterPickOrder } from '../services/pickOrder.ts';

export const rochesterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...served('GET /rochester/pick-order'), handler: async (request) => rochesterPickOrder(request.query) });
};
