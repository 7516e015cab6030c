// "What do I need?" (#16, 217): public, as the standings are.
import { served } from '../served.ts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { playerOutlook } from '../services/cutOutlook.ts';

export const cutOutlookRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/players/:playerId/outlook'),
    handler: async (request) => db.transaction((tx) => playerOutlook(tx, request.params.id, request.params.playerId)),
  });
};
