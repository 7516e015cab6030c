import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { Health, type Of, SiteAddress } from '@tcg/contract';

export type Site = Of<typeof SiteAddress>;

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db; site: Site }> = async (app, { db, site }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Is the API up and its database reachable?',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const database = await db.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );

  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'The address phones use: links, QR codes and slips are made with it',
        response: { 200: SiteAddress },
      },
    },
    async () => site,
  );
};
