import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { mayAct } from '@tcg/domain/access';
import { actorOf } from '../actor.ts';
import { auditingRefusals } from '../plugins/access.ts';
import { errorResponses, TableId, TableResultBody } from '@tcg/contract';
import { enterTableResult, podTable } from '../services/podPlay.ts';

const TableConflict = Type.Object({
  code: Type.Literal('VERSION_CONFLICT'),
  message: Type.String(),
  table: Type.Ref('PodTable'),
});

export const podPlayRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tables/:id',
    {
      config: { access: { action: 'view', eventOf: 'table' } },
      schema: {
        tags: ['pod play'],
        summary: 'One pod-play table: its seats, version and result',
        params: TableId,
        response: { 200: Type.Ref('PodTable'), 404: errorResponses[404] },
      },
    },
    async (request) => podTable(db.prisma, request.params.id),
  );

  app.put(
    '/tables/:id/result',
    {
      config: { access: { action: 'enterResults', eventOf: 'table' } },
      schema: {
        tags: ['pod play'],
        summary:
          'Enter or correct a pod-play table’s result: `places` or `points` for every seat (ties share); 409 with the stored table when the version is stale',
        params: TableId,
        body: TableResultBody,
        response: {
          200: Type.Ref('PodTable'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: Type.Union([TableConflict, Type.Ref('Error')]),
        },
      },
    },
    async (request) => {
      const { eventId, role } = request.eventAccess!;
      const entry = { body: request.body, mayCorrect: mayAct(role ?? undefined, 'correctResults') };
      return auditingRefusals(db, request, eventId, () =>
        db.transaction((tx) => enterTableResult(tx, request.params.id, entry, actorOf(request))),
      );
    },
  );
};
