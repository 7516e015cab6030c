import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podTableRepository, roundRepository, roundView, roundViews, type Db, type EventState, type Tx } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import {
  errorResponses,
  EventId,
  pageQuery,
  PairingCheck,
  PublishAnyway,
  Replay,
  RoundParams,
  Swap,
} from '@tcg/contract';
import { podRound, podRounds, seatNextRound } from '../services/podPlay.ts';
import {
  discardDraft,
  pairingCheck,
  pairNextRound,
  publishAnyway,
  publishRound,
  replayRound,
  startRoundTimer,
  swapPlayers,
} from '../services/rounds.ts';
import { pageOfView, pagePart } from '../services/paging.ts';
import { snapshotPublished } from '../services/snapshots.ts';
import { onceForState } from '../stateViews.ts';

/** A Swiss round (matches of two) or a pod-play round (tables of 2–6), as the event plays. */
const AnyRound = Type.Union([Type.Ref('Round'), Type.Ref('PodRound')]);

const one = { 200: Type.Ref('Round'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

/** The pairing seed, stored with the round: 31 bits fit the column and replay with seededRandom. */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

/** `snapshots`: how many snapshots each event keeps, one taken in the transaction that publishes a round. */
export const roundRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache; snapshots: number }> = async (
  app,
  { db, views, snapshots },
) => {
  const published = async <T extends { number: number }>(tx: Tx, eventId: string, round: T): Promise<T> => {
    await snapshotPublished(tx, eventId, round.number, snapshots);
    return round;
  };

  app.get(
    '/events/:id/rounds',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['rounds'],
        summary: 'Every round paired (or, in pod play, seated) so far',
        params: EventId,
        response: { 200: Type.Array(AnyRound), 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      views.serve(request, reply, request.params.id, async (state) =>
        (await podTableRepository.isPodPlay(db.prisma, request.params.id))
          ? podRounds(db.prisma, request.params.id)
          : roundViews(await state()),
      ),
  );

  app.post(
    '/events/:id/rounds',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['rounds'],
        summary:
          'Pair the next Swiss round as a draft, or seat the next pod-play round at tables (409 listing the tables still missing results)',
        params: EventId,
        response: { 201: AnyRound, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const next = async (tx: Tx) =>
        (await podTableRepository.isPodPlay(tx, id))
          ? published(tx, id, await seatNextRound(tx, id, newSeed(), actorOf(request)))
          : pairNextRound(tx, db.states, id, newSeed(), actorOf(request));
      return reply.status(201).send(await db.transaction(next));
    },
  );

  app.get(
    '/events/:id/rounds/:n',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['rounds'],
        summary:
          'One round: tables, both players or the bye (pod play: every seat), versions and results; `page`/`pageSize` answer one page of its tables',
        description:
          'Without `page` or `pageSize`, the whole round. With either, `matches` (pod play: `tables`) holds that page of the tables in table order (the byes last), and `page` says which page it is and how many tables the round has: table t is on page ⌈t / pageSize⌉. A page past the last answers no tables, with the total. Each page has its own ETag.',
        params: RoundParams,
        querystring: Type.Object(pageQuery),
        response: { 200: AnyRound, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
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
  );

  app.delete(
    '/events/:id/rounds/:n',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['rounds'],
        summary: 'Discard a draft round to pair it again (409 ROUND_PUBLISHED once published, 210)',
        params: RoundParams,
        response: { 204: Type.Null(), 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) => discardDraft(tx, db.states, request.params.id, request.params.n, actorOf(request)));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/rounds/:n/replay',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['rounds'],
        summary:
          'Pair a round again from its stored seed and the rounds before it, and compare with the stored pairings',
        params: RoundParams,
        response: { 200: Replay, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      const [stored, replayed] = await db.transaction(
        async (tx) => [await roundRepository.get(tx, id, n), await replayRound(tx, id, n)] as const,
      );
      const seated = stored.matches
        .filter((m) => !m.bye)
        .map((m) => ({ table: m.table!, players: [m.playerA.id, m.playerB!.id] as [string, string] }));
      const pairings = replayed.pairings.map((p) => ({ table: p.table, players: p.players }));
      const bye = replayed.bye?.playerId ?? null;
      const identical =
        JSON.stringify(pairings) === JSON.stringify(seated) &&
        bye === (stored.matches.find((m) => m.bye)?.playerA.id ?? null);
      return { number: n, seed: stored.seed, identical, pairings, bye };
    },
  );

  app.post(
    '/events/:id/rounds/:n/publish',
    {
      config: { access: { action: 'publish' } },
      schema: {
        tags: ['rounds'],
        summary: 'Publish a draft round once its pairings pass the check (409 PAIRING_CHECK_FAILED saying why, 210)',
        params: RoundParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction(async (tx) =>
        published(
          tx,
          request.params.id,
          await publishRound(tx, db.states, request.params.id, request.params.n, actorOf(request)),
        ),
      ),
  );

  app.get(
    '/events/:id/rounds/:n/check',
    {
      config: { access: { action: 'publish' } },
      schema: {
        tags: ['rounds'],
        summary: 'The independent pairings check of a round (210): what would block publishing it',
        params: RoundParams,
        response: { 200: PairingCheck, 404: errorResponses[404] },
      },
    },
    async (request) => db.transaction((tx) => pairingCheck(tx, request.params.id, request.params.n)),
  );

  app.post(
    '/events/:id/rounds/:n/publish-anyway',
    {
      config: { access: { action: 'overridePairingCheck' } },
      schema: {
        tags: ['rounds'],
        summary: 'A head judge publishes a draft round whose pairings failed the check, with a reason (audited, 210)',
        params: RoundParams,
        body: PublishAnyway,
        response: one,
      },
    },
    async (request) =>
      db.transaction(async (tx) =>
        published(
          tx,
          request.params.id,
          await publishAnyway(
            tx,
            db.states,
            request.params.id,
            request.params.n,
            request.body.reason,
            actorOf(request),
          ),
        ),
      ),
  );

  app.post(
    '/events/:id/rounds/:n/swap',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['rounds'],
        summary: 'Swap two players of a draft round, with a logged reason',
        params: RoundParams,
        body: Swap,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) =>
        swapPlayers(tx, db.states, request.params.id, request.params.n, request.body, actorOf(request)),
      ),
  );

  app.post(
    '/events/:id/rounds/:n/timer',
    {
      config: { access: { action: 'publish' } },
      schema: { tags: ['rounds'], summary: 'Start the round clock (212)', params: RoundParams, response: one },
    },
    async (request) =>
      db.transaction((tx) => startRoundTimer(tx, db.states, request.params.id, request.params.n, actorOf(request))),
  );
};
