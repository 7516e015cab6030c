import { randomInt } from 'node:crypto';
import { served } from '../served.ts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podTableRepository, roundView, roundViews, type Db, type EventState, type Tx } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import { podRound, podRounds } from '../services/podPlay.ts';
import {
  discardDraft,
  nextRound,
  pairingCheck,
  publishAnyway,
  publishRound,
  replayCheck,
  startRoundTimer,
  swapPlayers,
} from '../services/rounds.ts';
import { pageOfView, pagePart } from '../services/paging.ts';
import { onceForState } from '../stateViews.ts';

/** The pairing seed, stored with the round: 31 bits fit the column and replay with seededRandom. */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

/** `snapshots`: how many snapshots each event keeps, one taken in the transaction that publishes a round. */
export const roundRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache; snapshots: number }> = async (
  app,
  { db, views, snapshots },
) => {
  app.route({
    ...served('GET /events/:id/rounds'),
    handler: async (request, reply) =>
      views.serve(request, reply, request.params.id, async (state) =>
        (await podTableRepository.isPodPlay(db.prisma, request.params.id))
          ? podRounds(db.prisma, request.params.id)
          : roundViews(await state()),
      ),
  });

  app.route({
    ...served('POST /events/:id/rounds'),
    handler: async (request, reply) => {
      const next = (tx: Tx) => nextRound(tx, db.states, request.params.id, newSeed(), actorOf(request), snapshots);
      return reply.status(201).send(await db.transaction(next));
    },
  });

  app.route({
    ...served('GET /events/:id/rounds/:n'),
    handler: async (request, reply) => {
      const { id, n } = request.params;
      const round = async (state: () => Promise<EventState>) =>
        (await podTableRepository.isPodPlay(db.prisma, id))
          ? pageOfView(await podRound(db.prisma, id, n), 'tables', request.query)
          : pageOfView(
              onceForState(await state(), `round ${n}`, (whole) => roundView(whole, n)),
              'matches',
              request.query,
            );
      return views.serve(request, reply, id, round, pagePart(request.query));
    },
  });

  app.route({
    ...served('DELETE /events/:id/rounds/:n'),
    handler: async (request, reply) => {
      await db.transaction((tx) => discardDraft(tx, db.states, request.params.id, request.params.n, actorOf(request)));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...served('GET /events/:id/rounds/:n/replay'),
    handler: async (request) => db.transaction((tx) => replayCheck(tx, request.params.id, request.params.n)),
  });

  app.route({
    ...served('POST /events/:id/rounds/:n/publish'),
    handler: async (request) =>
      db.transaction((tx) =>
        publishRound(tx, db.states, request.params.id, request.params.n, actorOf(request), snapshots),
      ),
  });

  app.route({
    ...served('GET /events/:id/rounds/:n/check'),
    handler: async (request) => db.transaction((tx) => pairingCheck(tx, request.params.id, request.params.n)),
  });

  app.route({
    ...served('POST /events/:id/rounds/:n/publish-anyway'),
    handler: async (request) => {
      const { id, n } = request.params;
      return db.transaction((tx) =>
        publishAnyway(tx, db.states, id, n, request.body.reason, actorOf(request), snapshots),
      );
    },
  });

  app.route({
    ...served('POST /events/:id/rounds/:n/swap'),
    handler: async (request) =>
      db.transaction((tx) =>
        swapPlayers(tx, db.states, request.params.id, request.params.n, request.body, actorOf(request)),
      ),
  });

  app.route({
    ...served('POST /events/:id/rounds/:n/timer'),
    handler: async (request) =>
      db.transaction((tx) => startRoundTimer(tx, db.states, request.params.id, request.params.n, actorOf(request))),
  });
};
