// "What do I need?" (#16, 217): public, as the standings are.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { errorResponses, PlayerOutlook, Uuid } from '@tcg/contract';
import { playerOutlook } from '../services/cutOutlook.ts';

export const cutOutlookRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/players/:playerId/outlook',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['top cut'],
        summary:
          'What do I need? Whether the player can still make the top cut, and what a win, a draw or a loss in the last round does, over every result of the other tables (or a sampled estimate)',
        params: Type.Object({ id: Uuid, playerId: Uuid }),
        response: { 200: PlayerOutlook, 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => playerOutlook(tx, request.params.id, request.params.playerId)),
  );
};
