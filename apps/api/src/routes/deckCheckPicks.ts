import { randomInt } from 'node:crypto';
import { served } from '../served.ts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deckCheckPickRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { now } from '../clock.ts';
import { finishDeckCheckAt, pickDeckChecks, startDeckCheck } from '../services/deckCheckPicks.ts';
/** A draw's seed, recorded with the picks: 31 bits replay with seededRandom. */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

export const deckCheckPickRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/deck-check-picks'),
    handler: async (request) => deckCheckPickRepository.list(db.prisma, request.params.id),
  });

  app.route({
    ...served('POST /events/:id/deck-check-picks'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await db.transaction((tx) => pickDeckChecks(tx, request.params.id, request.body, newSeed, actorOf(request))),
        ),
  });

  app.route({
    ...served('POST /events/:id/deck-check-picks/:pickId/start'),
    handler: async (request) =>
      db.transaction((tx) => startDeckCheck(tx, request.params.id, request.params.pickId, now(), actorOf(request))),
  });

  app.route({
    ...served('POST /events/:id/deck-check-picks/:pickId/finish'),
    handler: async (request) =>
      db.transaction((tx) => finishDeckCheckAt(tx, request.params.id, request.params.pickId, now(), actorOf(request))),
  });
};
