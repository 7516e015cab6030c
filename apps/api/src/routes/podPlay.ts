import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { mayAct } from '@tcg/domain/access';
import { actorOf } from '../actor.ts';
import { auditingRefusals } from '../plugins/access.ts';
import { enterTableResult, podTable } from '../services/podPlay.ts';

export const podPlayRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /tables/:id'), handler: async (request) => podTable(db.prisma, request.params.id) });

  app.route({
    ...served('PUT /tables/:id/result'),
    handler: async (request) => {
      const { eventId, role } = request.eventAccess!;
      const entry = { body: request.body, mayCorrect: mayAct(role ?? undefined, 'correctResults') };
      return auditingRefusals(db, request, eventId, () =>
        db.transaction((tx) => enterTableResult(tx, request.params.id, entry, actorOf(request))),
      );
    },
  });
};
