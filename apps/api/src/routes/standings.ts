import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository, eventRepository, lastCompleteRound, loadEventState, standingsView, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import { errorResponses, EventId } from '../schemas/common.ts';
import { DivisionQuery } from '../schemas/divisions.ts';
import { rowsOfDivision } from '../services/divisions.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['standings'],
        summary: 'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1; `division` ranks one age division among itself',
        params: EventId,
        querystring: Type.Object({ round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), division: DivisionQuery }, { additionalProperties: false }),
        response: { 200: Type.Ref('Standings'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      const state = await loadEventState(db.prisma, request.params.id);
      const through = request.query.round ?? lastCompleteRound(state);
      if (through > state.rounds.length) throw new AppError('ROUND_NOT_FOUND', `Round ${through} is not paired; ${state.rounds.length} round(s) so far.`);
      const view = standingsView(state, through);
      const rows = rowsOfDivision(state, request.query.division, view.rows, (row) => row.playerId, (row) => row.rank);
      return { ...view, rows: rows.map(([row, rank]) => ({ ...row, rank })) };
    },
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
