import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deckCheckPickRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import { DeckCheckPickRecord, errorResponses, EventId, PickDeckChecks, PickParams } from '@tcg/contract';
import { finishDeckCheckAt, pickDeckChecks, startDeckCheck } from '../services/deckCheckPicks.ts';

const one = { 200: DeckCheckPickRecord, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };
/** A draw's seed, recorded with the picks: 31 bits replay with seededRandom. */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

export const deckCheckPickRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/deck-check-picks',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: 'Tables picked for deck checks, with their timing and the minutes credited',
        params: EventId,
        response: { 200: Type.Array(DeckCheckPickRecord), 404: errorResponses[404] },
      },
    },
    async (request) => deckCheckPickRepository.list(db.prisma, request.params.id),
  );

  app.post(
    '/events/:id/deck-check-picks',
    {
      config: { access: { action: 'pickDeckChecks' } },
      schema: {
        tags: ['decks'],
        summary:
          'The head judge picks tables still playing for deck checks: `count` at random (seed recorded) or `tables` by hand (216)',
        params: EventId,
        body: PickDeckChecks,
        response: {
          201: Type.Array(DeckCheckPickRecord),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await db.transaction((tx) => pickDeckChecks(tx, request.params.id, request.body, newSeed, actorOf(request))),
        ),
  );

  app.post(
    '/events/:id/deck-check-picks/:pickId/start',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: 'The judge takes the decks: the deck check’s clock starts',
        params: PickParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) => startDeckCheck(tx, request.params.id, request.params.pickId, now(), actorOf(request))),
  );

  app.post(
    '/events/:id/deck-check-picks/:pickId/finish',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary:
          'The decks go back: the minutes taken plus the allowance are added to the match’s time extension (216)',
        params: PickParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) => finishDeckCheckAt(tx, request.params.id, request.params.pickId, now(), actorOf(request))),
  );
};
