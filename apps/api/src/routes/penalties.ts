import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { penaltyRepository, type Db } from '@tcg/db';
import { mayAct } from '@tcg/domain/access';
import { actorOf } from '../actor.ts';
import {
  changeRecordedPenalty,
  penaltyHistory,
  penaltyReport,
  recordPenalty,
  setPenaltyCatalog,
} from '../services/penalties.ts';

export const penaltyRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/penalties'),
    handler: async (request) =>
      db.transaction(async (tx) => ({
        catalog: await penaltyRepository.catalog(tx, request.params.id),
        penalties: await penaltyRepository.list(tx, request.params.id),
      })),
  });

  app.route({
    ...served('POST /events/:id/penalties'),
    handler: async (request, reply) => {
      const mayDisqualify = mayAct(request.eventAccess?.role ?? undefined, 'disqualify');
      return reply
        .status(201)
        .send(
          await db.transaction((tx) =>
            recordPenalty(tx, request.params.id, request.body, actorOf(request), mayDisqualify),
          ),
        );
    },
  });

  app.route({
    ...served('PATCH /events/:id/penalties/:penaltyId'),
    handler: async (request) =>
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
  });

  app.route({
    ...served('PUT /events/:id/penalty-catalog'),
    handler: async (request) =>
      db.transaction((tx) => setPenaltyCatalog(tx, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...served('GET /events/:id/penalty-report.csv'),
    handler: async (request, reply) => {
      const csv = await penaltyReport(db.prisma, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="penalties-${request.params.id}.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...served('GET /events/:id/players/:playerId/penalty-history'),
    handler: async (request) =>
      db.transaction((tx) =>
        penaltyHistory(tx, request.params.id, request.params.playerId, request.account?.id ?? null),
      ),
  });
};
