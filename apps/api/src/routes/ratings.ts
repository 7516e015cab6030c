import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { playerPage } from '../services/playerPage.ts';

export const ratingRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /players/:dciNumber'),
    handler: async (request) =>
      db.transaction((tx) => playerPage(tx, request.params.dciNumber, request.account?.id ?? null)),
  });
};
