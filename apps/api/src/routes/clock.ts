import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import { AddTime, Clock, errorResponses, EventId, Find, FindQuery, RoundParams } from '@tcg/contract';
import { addTimeToRound, findTable, readClock, switchRoundClock } from '../services/clock.ts';

const one = { 200: Type.Ref('Round'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const clockRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.get(
    '/events/:id/clock',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['rounds'],
        summary: 'The current round’s clock with the server’s time and per-table extensions (212, 216)',
        params: EventId,
        response: { 200: Clock, 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => readClock(tx, request.params.id, Date.now())),
  );

  app.get(
    '/events/:id/find',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['rounds'],
        summary: 'Find my table: a player’s table, opponent, seat and time in the current round (or in `round`)',
        params: EventId,
        querystring: FindQuery,
        response: { 200: Find, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    // Every phone in the room searches: in the event's state kept for its version, not loaded again for each search.
    async (request) =>
      findTable(await views.state(request.params.id), request.query.q, Date.now(), request.query.round),
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/events/:id/rounds/:n/timer/${action}`,
      {
        config: { access: { action: 'publish' } },
        schema: {
          tags: ['rounds'],
          summary: `${action === 'pause' ? 'Pause' : 'Resume'} the round clock (212)`,
          params: RoundParams,
          response: one,
        },
      },
      async (request) =>
        db.transaction((tx) => switchRoundClock(tx, request.params.id, request.params.n, action, actorOf(request))),
    );
  }

  app.post(
    '/events/:id/rounds/:n/timer/add',
    {
      config: { access: { action: 'publish' } },
      schema: {
        tags: ['rounds'],
        summary: 'Add minutes to the whole round (212)',
        params: RoundParams,
        body: AddTime,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) =>
        addTimeToRound(tx, request.params.id, request.params.n, request.body.minutes, actorOf(request)),
      ),
  );
};
