import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository, eventRepository, podTableRepository, type Db } from '@tcg/db';
import type { ReadCache } from '../readCache.ts';
import { errorResponses, EventId } from '../schemas/common.ts';
import { DivisionQuery } from '../schemas/divisions.ts';
import { podStandingsFor } from '../services/podPlay.ts';
import { eventStandings } from '../services/standings.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.get(
    '/events/:id/standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['standings'],
        summary: 'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1; `division` ranks one age division among itself; a pod-play event answers PodStandings',
        params: EventId,
        querystring: Type.Object({ round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), division: DivisionQuery }, { additionalProperties: false }),
        response: { 200: Type.Union([Type.Ref('Standings'), Type.Ref('PodStandings')]), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { round, division } = request.query;
      return views.serve(request, reply, id, async (state) => ((await podTableRepository.isPodPlay(db.prisma, id)) ? podStandingsFor(db.prisma, id, round) : eventStandings(await state(), round, division)));
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
