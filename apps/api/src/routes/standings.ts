import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRepository, eventRepository, podTableRepository, type Db, type EventState } from '@tcg/db';
import type { ReadCache } from '../readCache.ts';
import { DivisionQuery, errorResponses, EventId, pageQuery } from '@tcg/contract';
import { podStandingsFor } from '../services/podPlay.ts';
import { pageOfView, pagePart } from '../services/paging.ts';
import { eventStandings } from '../services/standings.ts';
import { onceForState } from '../stateViews.ts';

export const standingsRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.get(
    '/events/:id/standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['standings'],
        summary:
          'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1; `division` ranks one age division among itself; `page`/`pageSize` answer one page of the rows; a pod-play event answers PodStandings',
        description:
          'Without `page` or `pageSize`, every row. With either, `rows` holds that page of the rows in rank order, and `page` says which page it is and how many rows there are: rank r (1 + the rows ahead of it) is on page ⌈r / pageSize⌉. A page past the last answers no rows, with the total. Each page has its own ETag.',
        params: EventId,
        querystring: Type.Object(
          { round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), division: DivisionQuery, ...pageQuery },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Union([Type.Ref('Standings'), Type.Ref('PodStandings')]),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { round, division } = request.query;
      const standings = async (state: () => Promise<EventState>) =>
        pageOfView(
          (await podTableRepository.isPodPlay(db.prisma, id))
            ? await podStandingsFor(db.prisma, id, round)
            : onceForState(await state(), `standings ${round ?? 'last'} ${division ?? 'all'}`, (whole) =>
                eventStandings(whole, round, division),
              ),
          'rows',
          request.query,
        );
      return views.serve(request, reply, id, standings, pagePart(request.query));
    },
  );

  app.get(
    '/events/:id/audit',
    {
      config: { access: { action: 'export' } },
      schema: {
        tags: ['audit'],
        summary: 'Every change to the event, oldest first: who, when, before and after',
        params: EventId,
        response: { 200: Type.Array(Type.Ref('AuditEntry')), 404: errorResponses[404] },
      },
    },
    async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return auditRepository.list(db.prisma, request.params.id);
    },
  );
};
