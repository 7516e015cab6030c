import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository, eventRepository, lastCompleteRound, loadEventState, standingsView, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import type { ReadCache } from '../readCache.ts';
import { errorResponses, EventId } from '../schemas/common.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.get(
    '/events/:id/standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['standings'],
        summary: 'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1',
        params: EventId,
        querystring: Type.Object({ round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Standings'), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      views.serve(request, reply, request.params.id, async () => {
        const state = await loadEventState(db.prisma, request.params.id);
        const through = request.query.round ?? lastCompleteRound(state);
        if (through > state.rounds.length) throw new AppError('ROUND_NOT_FOUND', `Round ${through} is not paired; ${state.rounds.length} round(s) so far.`);
        return standingsView(state, through);
      }),
  );

  app.get(
    '/events/:id/audit',
    { config: { access: { action: 'export' } }, schema: { tags: ['audit'], summary: 'Every change to the event, oldest first: who, when, before and after', params: EventId, response: { 200: Type.Array(Type.Ref('AuditEntry')), 404: errorResponses[404] } } },
    async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return auditRepository.list(db.prisma, request.params.id);
    },
  );
};
