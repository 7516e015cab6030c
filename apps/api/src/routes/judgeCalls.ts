import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import { callJudge, callQueue, claimJudgeCall, creditJudgeCall, resolveJudgeCall } from '../services/judgeCalls.ts';

/** A signed-out call counts on its table's budget (the event found and the table number valid by then). */
const tableBudget = (request: FastifyRequest) =>
  `table:${(request.params as { id: string }).id} ${(request.body as { table: number }).table}`;

export const judgeCallRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('POST /events/:id/judge-calls', { config: { playerBudget: tableBudget } }),
    handler: async (request, reply) =>
      reply.status(201).send(await db.transaction((tx) => callJudge(tx, request.params.id, request.body))),
  });

  app.route({
    ...served('GET /events/:id/judge-calls'),
    handler: async (request) => db.transaction((tx) => callQueue(tx, request.params.id, now())),
  });

  app.route({
    ...served('POST /events/:id/judge-calls/:callId/claim'),
    handler: async (request) =>
      db.transaction((tx) => claimJudgeCall(tx, request.params.id, request.params.callId, actorOf(request), now())),
  });

  app.route({
    ...served('POST /events/:id/judge-calls/:callId/resolve'),
    handler: async (request) =>
      db.transaction((tx) =>
        resolveJudgeCall(tx, request.params.id, request.params.callId, actorOf(request), request.body.note, now()),
      ),
  });

  app.route({
    ...served('POST /events/:id/judge-calls/:callId/extension'),
    handler: async (request) =>
      db.transaction((tx) => creditJudgeCall(tx, request.params.id, request.params.callId, actorOf(request))),
  });
};
