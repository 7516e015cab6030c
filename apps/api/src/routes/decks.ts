import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { CheckRequest, DeckRegistration, errorResponses, EventDecks, EventId, TableDecks } from '@tcg/contract';
import { today } from '../clock.ts';
import { deckVerdict, eventDecks, recordDeckCheck, registerDeck, tableDecks } from '../services/decks.ts';

export const deckRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/decks/check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['decks'],
        summary: 'Is this deck legal in a format on a date? (202, 204, 214, 221–236)',
        body: CheckRequest,
        response: { 200: Type.Ref('DeckVerdict'), 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request) => deckVerdict(db, request.body, today()),
  );

  app.put(
    '/events/:id/players/:playerId/deck',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['decks'],
        summary: "Register or replace a player's decklist; locked once round 1 is paired",
        params: Type.Object({ id: Type.String({ format: 'uuid' }), playerId: Type.String({ format: 'uuid' }) }),
        body: DeckRegistration,
        response: {
          200: Type.Ref('RegisteredDeck'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
          413: errorResponses[413],
        },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      const { list, mixedBacks = false } = request.body;
      return db.transaction((tx) => registerDeck(tx, id, playerId, { list, mixedBacks }, actorOf(request)));
    },
  );

  app.get(
    '/events/:id/decks',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: 'Every registered decklist of the event with its legality when registered',
        params: EventId,
        response: { 200: EventDecks, 404: errorResponses[404] },
      },
    },
    async (request) => eventDecks(db, request.params.id),
  );

  app.get(
    '/events/:id/tables/:table/decks',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: 'Deck check: the players at a table in the latest round, with their registered lists',
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          table: Type.Integer({ minimum: 1, maximum: 10_000 }),
        }),
        response: { 200: TableDecks, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => tableDecks(db, request.params.id, request.params.table),
  );

  app.post(
    '/events/:id/deck-checks',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: "Record a judge's deck check: the deck matches the registered list or not",
        params: EventId,
        body: Type.Object(
          {
            playerId: Type.String({ format: 'uuid' }),
            round: Type.Integer({ minimum: 1, maximum: 100 }),
            table: Type.Integer({ minimum: 1, maximum: 10_000 }),
            outcome: Type.Union([Type.Literal('matches'), Type.Literal('does-not-match')]),
            note: Type.Optional(Type.String({ maxLength: 2_000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Ref('DeckCheckRecord'),
          400: errorResponses[400],
          404: errorResponses[404],
          413: errorResponses[413],
        },
      },
    },
    async (request, reply) => {
      const { playerId, round, table, outcome, note } = request.body;
      const check = {
        eventId: request.params.id,
        playerId,
        round,
        table,
        outcome,
        note: note?.trim() || null,
        judge: actorOf(request),
      };
      return reply.status(201).send(await db.transaction((tx) => recordDeckCheck(tx, check)));
    },
  );
};
