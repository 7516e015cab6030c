import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkLimited, deckBuildingStart, stageLocked } from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';
import { eventRow, lockEvent, poolRepository, stagePlay, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { DeckBuilding, errorResponses, EventId, PlayerParams, Pool, PoolBody } from '@tcg/contract';
import { resolveFormat } from '../services/formats.ts';
import { registerPool } from '../services/pools.ts';

export const poolRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  /** Pools and deck building belong to Limited events (230), an organizer's custom Limited format included. */
  async function checkLimitedEvent(eventId: string) {
    const event = await eventRow(db.prisma, eventId);
    must(checkLimited({ ...event, kind: (await resolveFormat(db.prisma, event.format))?.kind ?? null }, 'pool'));
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
    async (request) => poolRepository.registered(db.prisma, request.params.id, request.params.playerId),
  );

  app.put(
    '/events/:id/players/:playerId/pool',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['limited'],
        summary:
          "Register the player's pool (231, 234–236): only cards of the sets of the event's packs, no more than they hold (400 naming the card or the counts); in a Rochester Draft the cards the live draft recorded, unless a judge overrides with a reason (409 POOL_DIFFERS_FROM_DRAFT); refused once their deck is registered",
        params: PlayerParams,
        body: PoolBody,
        response: { 200: Pool, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      await checkLimitedEvent(id);
      return db.transaction((tx) => registerPool(tx, id, playerId, request.body, actorOf(request)));
    },
  );

  app.get(
    '/events/:id/deck-building',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['limited'], summary: 'The 30-minute deck-building timer of the stage under way (212, Appendix A 3)', params: EventId, response: { 200: DeckBuilding, 404: errorResponses[404] } },
    },
    async (request) => poolRepository.deckBuilding(db.prisma, request.params.id),
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
      const { id } = request.params;
      await checkLimitedEvent(id);
      const started = await db.transaction(async (tx) => {
        await lockEvent(tx, id);
        const timer = await poolRepository.deckBuilding(tx, id);
        must(deckBuildingStart({ started: timer.startedAt !== null, locked: stageLocked(timer.stage, await stagePlay(tx, id)) }));
        return poolRepository.startDeckBuilding(tx, id, timer.stage, actorOf(request));
      });
      return reply.status(201).send(started);
    },
  );
};
