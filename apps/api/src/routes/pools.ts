import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { builtInCatalog } from '@tcg/domain/catalog';
import { poolIds } from '@tcg/domain/deck';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { eventRepository, poolRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { formatResolver } from './formats.ts';
import { Stage, PoolCard, Pool, DeckBuilding } from '../schemas/pools.ts';
import { EventId, PlayerParams } from '../schemas/common.ts';

export const poolRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const pools = poolRepository(db.prisma);
  const events = eventRepository(db.prisma);
  const resolve = formatResolver(db);

  /** Pools belong to Limited events (230–236); a Constructed deck has none. */
  async function checkLimited(eventId: string) {
    const event = await events.get(eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND', `No event ${eventId}.`);
    if ((await resolve(event.format))?.kind !== 'limited') {
      throw new RuleViolation({ code: 'NOT_LIMITED', message: `${event.name} is not a Limited event: its players register no pool.`, section: '230' });
    }
  }

  app.get(
    '/events/:id/players/:playerId/pool',
    {
      config: { access: { action: 'checkDecks' } },
      schema: {
        tags: ['limited'],
        summary: "The player's pool (231): the cards opened or drafted for the stage they build for now",
        params: PlayerParams,
        response: { 200: Pool, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const pool = await pools.get(request.params.id, request.params.playerId);
      if (!pool) throw new AppError('POOL_NOT_FOUND', 'No pool is registered for this player yet.');
      return pool;
    },
  );

  app.put(
    '/events/:id/players/:playerId/pool',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['limited'],
        summary: "Register the player's pool (231, 234–236): refused once their deck is registered; unknown cards 400",
        params: PlayerParams,
        body: Type.Object({ cards: Type.Array(PoolCard, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false }),
        response: { 200: Pool, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      await checkLimited(request.params.id);
      const ids = poolIds(request.body.cards, builtInCatalog);
      if (!ids.ok) throw new RuleViolation(ids.error);
      return pools.register(request.params.id, request.params.playerId, request.body.cards, actorOf(request));
    },
  );

  app.get(
    '/events/:id/deck-building',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['limited'], summary: 'The 30-minute deck-building timer of the stage under way (212, Appendix A 3)', params: EventId, response: { 200: DeckBuilding, 404: errorResponses[404] } },
    },
    async (request) => pools.deckBuilding(request.params.id),
  );

  app.post(
    '/events/:id/deck-building',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['limited'],
        summary: 'Start the 30 minutes of deck building (212, Appendix A 3): after the draft, and again after the Top 8 redraft',
        params: EventId,
        response: { 201: DeckBuilding, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      await checkLimited(request.params.id);
      return reply.status(201).send(await pools.startDeckBuilding(request.params.id, actorOf(request)));
    },
  );
};
