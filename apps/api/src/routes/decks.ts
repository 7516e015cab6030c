import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deckRepository as decks, eventRepository, stagePlay, type Db } from '@tcg/db';
import { checkDate, knownFormat } from '@tcg/domain/format';
import { AppError, must } from '@tcg/domain/shared';
import { actorOf } from '../actor.ts';
import { CheckRequest, DeckRegistration, errorResponses, EventDecks, EventId, TableDecks } from '@tcg/contract';
import { today } from '../clock.ts';
import { recordDeckCheck, registerDeck, verdict } from '../services/decks.ts';
import { catalogOf } from '../services/catalog.ts';
import { resolveFormat } from '../services/formats.ts';

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
    async (request) => {
      const { format: id, date, list, pool, mixedBacks = false } = request.body;
      const format = must(knownFormat(id, await resolveFormat(db.prisma, id)));
      const poolText = pool === undefined ? {} : { poolText: pool };
      const input = { format, date: must(checkDate(date ?? today())), list, ...poolText, options: { mixedCardBacks: mixedBacks } };
      return verdict(input, await catalogOf(db.prisma));
    },
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
        response: { 200: Type.Ref('RegisteredDeck'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409], 413: errorResponses[413] },
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
        summary: "Every registered decklist of the event with its legality when registered",
        params: EventId,
        response: { 200: EventDecks, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await eventRepository.get(db.prisma, id);
      const { roundOnePaired } = await stagePlay(db.prisma, id);
      return { locked: roundOnePaired, decks: await decks.list(db.prisma, id), checks: await decks.checks(db.prisma, id) };
    },
  );

  app.get(
    '/events/:id/tables/:table/decks',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['decks'],
        summary: 'Deck check: the players at a table in the latest round, with their registered lists',
        params: Type.Object({ id: Type.String({ format: 'uuid' }), table: Type.Integer({ minimum: 1, maximum: 10_000 }) }),
        response: { 200: TableDecks, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { id, table } = request.params;
      await eventRepository.get(db.prisma, id);
      const found = await decks.atTable(db.prisma, id, table);
      if (!found) throw new AppError('TABLE_NOT_FOUND', `No table ${table} in the latest round`);
      return found;
    },
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
        response: { 201: Type.Ref('DeckCheckRecord'), 400: errorResponses[400], 404: errorResponses[404], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const { playerId, round, table, outcome, note } = request.body;
      const check = { eventId: request.params.id, playerId, round, table, outcome, note: note?.trim() || null, judge: actorOf(request) };
      return reply.status(201).send(await db.transaction((tx) => recordDeckCheck(tx, check)));
    },
  );
};
