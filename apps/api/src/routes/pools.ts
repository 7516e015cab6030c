import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { poolRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { registerPool, startDeckBuilding } from '../services/pools.ts';

export const poolRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/players/:playerId/pool'),
    handler: async (request) => poolRepository.registered(db.prisma, request.params.id, request.params.playerId),
  });

  app.route({
    ...served('PUT /events/:id/players/:playerId/pool'),
    handler: async (request) =>
      db.transaction((tx) =>
        registerPool(tx, request.params.id, request.params.playerId, request.body, actorOf(request)),
      ),
  });

  app.route({
    ...served('GET /events/:id/deck-building'),
    handler: async (request) => poolRepository.deckBuilding(db.prisma, request.params.id),
  });

  app.route({
    ...served('POST /events/:id/deck-building'),
    handler: async (request, reply) =>
      reply.status(201).send(await db.transaction((tx) => startDeckBuilding(tx, request.params.id, actorOf(request)))),
  });
};
