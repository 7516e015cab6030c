import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import {
  CallParams,
  errorResponses,
  EventId,
  JudgeCallPlaced,
  JudgeCallQueue,
  JudgeCallRecord,
  NewJudgeCall,
  ResolveCall,
} from '@tcg/contract';
import { callJudge, callQueue, claimJudgeCall, creditJudgeCall, resolveJudgeCall } from '../services/judgeCalls.ts';

const one = { 200: JudgeCallRecord, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

/** A signed-out call counts on its table's budget (the event found and the table number valid by then). */
const tableBudget = (request: FastifyRequest) =>
  `table:${(request.params as { id: string }).id} ${(request.body as { table: number }).table}`;

export const judgeCallRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/events/:id/judge-calls',
    {
      config: { access: { action: 'view' }, playerBudget: tableBudget },
      schema: {
        tags: ['judge calls'],
        summary:
          'A player calls a judge to their table (no account; one open call per table, 216; signed out, a small write budget per table)',
        params: EventId,
        body: NewJudgeCall,
        response: {
          201: JudgeCallPlaced,
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await db.transaction((tx) => callJudge(tx, request.params.id, request.body))),
  );

  app.get(
    '/events/:id/judge-calls',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['judge calls'],
        summary: 'The judges’ queue: open calls oldest first, resolved calls, waits per round',
        params: EventId,
        response: { 200: JudgeCallQueue, 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => callQueue(tx, request.params.id, now())),
  );

  app.post(
    '/events/:id/judge-calls/:callId/claim',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['judge calls'],
        summary: 'A judge takes a call (409 CALL_TAKEN when another judge has it)',
        params: CallParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) => claimJudgeCall(tx, request.params.id, request.params.callId, actorOf(request), now())),
  );

  app.post(
    '/events/:id/judge-calls/:callId/resolve',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['judge calls'],
        summary: 'Resolve a call with a note; offers the minutes since the call as a time extension (216)',
        params: CallParams,
        body: ResolveCall,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) =>
        resolveJudgeCall(tx, request.params.id, request.params.callId, actorOf(request), request.body.note, now()),
      ),
  );

  app.post(
    '/events/:id/judge-calls/:callId/extension',
    {
      config: { access: { action: 'enterResults' } },
      schema: {
        tags: ['judge calls'],
        summary: 'Credit a resolved call’s minutes to its match as a time extension, once (216)',
        params: CallParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) => creditJudgeCall(tx, request.params.id, request.params.callId, actorOf(request))),
  );
};
