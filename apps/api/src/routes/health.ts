import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import type { SiteAddress } from '@tcg/contract';
import { type Of } from '@tcg/contract';

export type Site = Of<typeof SiteAddress>;

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db; site: Site }> = async (app, { db, site }) => {
  app.route({
    ...served('GET /health'),
    handler: async (_request, reply) => {
      const database = await db.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  });

  app.route({ ...served('GET /site'), handler: async () => site });
};
