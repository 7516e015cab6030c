import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { penaltyRepository, type Db } from '@tcg/db';
import { mayAct } from '@tcg/domain/access';
import { actorOf } from '../actor.ts';
import {
  errorResponses,
  EventId,
  NewPenalty,
  PenaltyCatalog,
  PenaltyChangeBody,
  PenaltyHistory,
  PenaltyList,
  PenaltyParams,
  PenaltyRecord,
  PenaltyRecorded,
  PlayerParams,
} from '@tcg/contract';
import {
  changeRecordedPenalty,
  penaltyHistory,
  penaltyReport,
  recordPenalty,
  setPenaltyCatalog,
} from '../services/penalties.ts';

const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const penaltyRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/penalties',
    {
      config: { access: { action: 'recordPenalties' } },
      schema: {
        tags: ['penalties'],
        summary: 'The event’s penalty catalogue and every penalty given, oldest first',
        params: EventId,
        response: { 200: PenaltyList, 404: errorResponses[404] },
      },
    },
    async (request) =>
      db.transaction(async (tx) => ({
        catalog: await penaltyRepository.catalog(tx, request.params.id),
        penalties: await penaltyRepository.list(tx, request.params.id),
      })),
  );

  app.post(
    '/events/:id/penalties',
    {
      config: { access: { action: 'recordPenalties' } },
      schema: {
        tags: ['penalties'],
        summary:
          'Record a penalty: the catalogue’s proposal unless `penalty` is given; a game or match loss becomes the open match’s result, a disqualification disqualifies',
        params: EventId,
        body: NewPenalty,
        response: { 201: PenaltyRecorded, ...refusals },
      },
    },
    async (request, reply) => {
      const mayDisqualify = mayAct(request.eventAccess?.role ?? undefined, 'disqualify');
      return reply
        .status(201)
        .send(
          await db.transaction((tx) =>
            recordPenalty(tx, request.params.id, request.body, actorOf(request), mayDisqualify),
          ),
        );
    },
  );

  app.patch(
    '/events/:id/penalties/:penaltyId',
    {
      config: { access: { action: 'changePenalties' } },
      schema: {
        tags: ['penalties'],
        summary: 'The head judge upgrades or downgrades a penalty, with a reason (audited)',
        params: PenaltyParams,
        body: PenaltyChangeBody,
        response: { 200: PenaltyRecord, ...refusals },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        changeRecordedPenalty(
          tx,
          request.params.id,
          request.params.penaltyId,
          request.body.penalty,
          request.body.reason,
          actorOf(request),
        ),
      ),
  );

  app.put(
    '/events/:id/penalty-catalog',
    {
      config: { access: { action: 'changePenalties' } },
      schema: {
        tags: ['penalties'],
        summary: 'Set the event’s penalty catalogue: each infraction’s first penalty and whether repeats escalate',
        params: EventId,
        body: PenaltyCatalog,
        response: { 200: PenaltyCatalog, ...refusals },
      },
    },
    async (request) => db.transaction((tx) => setPenaltyCatalog(tx, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/events/:id/penalty-report.csv',
    {
      config: { access: { action: 'export' } },
      schema: {
        tags: ['penalties'],
        summary: 'The event’s penalty report as CSV, for submission',
        params: EventId,
        response: { 200: Type.String(), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const csv = await penaltyReport(db.prisma, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="penalties-${request.params.id}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/events/:id/players/:playerId/penalty-history',
    {
      config: { access: { action: 'recordPenalties' } },
      schema: {
        tags: ['penalties'],
        summary:
          'A player’s penalties in other events (by DCI number), newest first, for the staff of this one; another organizer’s private event only to its staff (`hidden` counts the rest)',
        params: PlayerParams,
        response: { 200: PenaltyHistory, 404: errorResponses[404] },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        penaltyHistory(tx, request.params.id, request.params.playerId, request.account?.id ?? null),
      ),
  );
};
