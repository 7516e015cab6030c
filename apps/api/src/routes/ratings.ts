import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { errorResponses, PlayerPage } from '@tcg/contract';
import { playerPage } from '../services/playerPage.ts';

export const ratingRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/players/:dciNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ratings'],
        summary:
          'A player by DCI number: public events played (and private ones the reader has a role in, `hidden.events` counting the others) with record and finish, local ratings (public events only) per category with their history',
        params: Type.Object({ dciNumber: Type.String({ maxLength: 40 }) }),
        response: { 200: PlayerPage, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => playerPage(tx, request.params.dciNumber, request.account?.id ?? null)),
  );
};
