import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { Health } from '../schemas/health.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Is the API up and its database reachable?', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const database = await db.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
};
