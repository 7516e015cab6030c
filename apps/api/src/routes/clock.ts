import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import { addTimeToRound, findTable, readClock, switchRoundClock } from '../services/clock.ts';

export const clockRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  app.route({
    ...served('GET /events/:id/clock'),
    handler: async (request) => db.transaction((tx) => readClock(tx, request.params.id, Date.now())),
  });

  app.route({
    ...served('GET /events/:id/find'),
    // Every phone in the room searches: in the event's state kept for its version, not loaded again for each search.
    handler: async (request) =>
      findTable(await views.state(request.params.id), request.query.q, Date.now(), request.query.round),
  });

  for (const action of ['pause', 'resume'] as const) {
    app.route({
      ...served(`POST /events/:id/rounds/:n/timer/${action}`),
      handler: async (request) =>
        db.transaction((tx) => switchRoundClock(tx, request.params.id, request.params.n, action, actorOf(request))),
    });
  }

  app.route({
    ...served('POST /events/:id/rounds/:n/timer/add'),
    handler: async (request) =>
      db.transaction((tx) =>
        addTimeToRound(tx, request.params.id, request.params.n, request.body.minutes, actorOf(request)),
      ),
  });
};
