import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { publishDecklists, publishedDecklists, unpublishDecklists } from '../services/decklists.ts';

export const decklistRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('PUT /events/:id/decklist-publication'),
    handler: async (request) =>
      db.transaction((tx) => publishDecklists(tx, request.params.id, request.body.scope, new Date(), actorOf(request))),
  });

  app.route({
    ...served('DELETE /events/:id/decklist-publication'),
    handler: async (request, reply) => {
      await db.transaction((tx) => unpublishDecklists(tx, request.params.id, actorOf(request)));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...served('GET /events/:id/published-decklists'),
    handler: async (request) => db.transaction((tx) => publishedDecklists(tx, request.params.id)),
  });
};
