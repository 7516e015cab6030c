// The event page's one read: every part is what its own route answers, private parts only for a role that may see them.
import { served } from '../served.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { eventDashboard } from '../services/dashboard.ts';

export const eventViewRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/dashboard'),
    handler: async (request) =>
      db.transaction((tx) => eventDashboard(tx, request.params.id, request.eventAccess!.role)),
  });
};
