import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { poolRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { DeckBuilding, errorResponses, EventId, PlayerParams, Pool, PoolBody } from '@tcg/contract';
import { registerPool, startDeckBuilding } from '../services/pools.ts';

export const poolRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
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
    async (request) =>
      db.transaction((tx) =>
        registerPool(tx, request.params.id, request.params.playerId, request.body, actorOf(request)),
      ),
  );

  app.get(
    '/events/:id/deck-building',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['limited'],
        summary: 'The 30-minute deck-building timer of the stage under way (212, Appendix A 3)',
        params: EventId,
        response: { 200: DeckBuilding, 404: errorResponses[404] },
      },
    },
    async (request) => poolRepository.deckBuilding(db.prisma, request.params.id),
  );

  app.post(
    '/events/:id/deck-building',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['limited'],
        summary:
          'Start the 30 minutes of deck building (212, Appendix A 3): after the draft, and again after the Top 8 redraft',
        params: EventId,
        response: { 201: DeckBuilding, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await db.transaction((tx) => startDeckBuilding(tx, request.params.id, actorOf(request)))),
  );
};
