import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck, checkDeckWithPoolText, MAX_LIST_CHARS } from '@tcg/domain/deck';
import { isIsoDate, type Format } from '@tcg/domain/format';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { deckRepository, DeckRefused, eventRepository, poolRepository, type Db, type DeckRefusal, type PoolRecord } from '@tcg/db';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { formatResolver, unknownFormat } from './formats.ts';
import { Problem, Notice, DeckVerdict, CheckRequest, Player, RegisteredDeck, DeckCheckRecord } from '../schemas/decks.ts';
import { EventId } from '../schemas/common.ts';

/** Checks run on the server's calendar day unless the request names one (204). */
export const today = (): string => new Date().toISOString().slice(0, 10);

const refusals: Record<DeckRefusal, { message: string }> = {
  EVENT_NOT_FOUND: { message: 'No such event' },
  NOT_REGISTERED: { message: 'The player is not registered for this event' },
  DECKS_LOCKED: { message: 'Round 1 is paired: registered decklists are locked' },
  NOT_AT_TABLE: { message: 'The player does not sit at that table in that round' },
};

function refused(error: unknown): never {
  if (!(error instanceof DeckRefused)) throw error;
  const { message } = refusals[error.code];
  if (error.code === 'EVENT_NOT_FOUND' || error.code === 'NOT_REGISTERED') throw new AppError(error.code, message);
  throw new RuleViolation({ code: error.code, message });
}

function checkDate(date: string | undefined): string {
  if (date === undefined) return today();
  if (!isIsoDate(date)) throw new RuleViolation({ code: 'INVALID_DATE', field: 'date', message: `date must be a day written YYYY-MM-DD, not "${date.slice(0, 40)}"`, section: '204' });
  return date;
}

/** The same domain check the page runs in the browser, on the same built-in catalog. */
const verdict = (format: Format, date: string, list: string, poolText?: string) =>
  checkDeckWithPoolText({ format, date, list, ...(poolText === undefined ? {} : { poolText }) }, builtInCatalog);

/** 231: a Limited deck against the player's registered pool; a card beyond the pool refuses the registration. */
function poolVerdict(format: Format, date: string, list: string, pool: PoolRecord) {
  const ids = pool.cards.flatMap(({ cardId, count }) => Array.from({ length: count }, () => cardId));
  const result = checkDeck({ format, date, list, pool: ids }, builtInCatalog);
  const missing = result.problems.filter((p) => p.code === 'NOT_IN_POOL');
  if (missing.length > 0) throw new RuleViolation({ code: 'NOT_IN_POOL', section: '231', field: 'list', message: missing.map((p) => p.message).join(' ') });
  return result;
}

export const deckRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const pools = poolRepository(db.prisma);
  const resolve = formatResolver(db);
  const decks = deckRepository(db.prisma);
  const events = eventRepository(db.prisma);

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
      const { format: id, date, list, pool } = request.body;
      const format = await resolve(id);
      if (!format) throw unknownFormat(id);
      return verdict(format, checkDate(date), list, pool);
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
        body: Type.Object({ list: Type.String({ minLength: 1, maxLength: MAX_LIST_CHARS }) }, { additionalProperties: false }),
        response: { 200: Type.Ref('RegisteredDeck'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409], 413: errorResponses[413] },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      const event = await events.get(id);
      if (!event) refused(new DeckRefused('EVENT_NOT_FOUND'));
      const format = await resolve(event.format);
      if (!format) throw unknownFormat(event.format);
      const checkedOn = today();
      const pool = format.kind === 'limited' ? await pools.get(id, playerId) : null;
      const legality = pool ? poolVerdict(format, checkedOn, request.body.list, pool) : verdict(format, checkedOn, request.body.list);
      return decks.register(id, playerId, { list: request.body.list, format: format.id, checkedOn, legality }, actorOf(request)).catch(refused);
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
        response: {
          200: Type.Object({ locked: Type.Boolean(), decks: Type.Array(Type.Ref('RegisteredDeck')), checks: Type.Array(Type.Ref('DeckCheckRecord')) }),
          404: errorResponses[404],
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await events.get(id))) refused(new DeckRefused('EVENT_NOT_FOUND'));
      return { locked: await decks.locked(id), decks: await decks.list(id), checks: await decks.checks(id) };
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
        response: {
          200: Type.Object({
            round: Type.Integer(),
            table: Type.Integer(),
            players: Type.Array(Type.Object({ playerId: Type.String(), player: Player, deck: Type.Union([Type.Ref('RegisteredDeck'), Type.Null()]) })),
          }),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      },
    },
    async (request) => {
      const { id, table } = request.params;
      if (!(await events.get(id))) refused(new DeckRefused('EVENT_NOT_FOUND'));
      const found = await decks.atTable(id, table);
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
      const check = await decks.recordCheck({ eventId: request.params.id, playerId, round, table, outcome, note: note?.trim() || null, judge: actorOf(request) }).catch(refused);
      return reply.status(201).send(check);
    },
  );
};
