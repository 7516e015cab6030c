import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { cardSetRepository as cardSets, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { importSet } from '../services/cardSets.ts';

export const cardSetRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /card-sets'), handler: async () => cardSets.list(db.prisma) });

  app.route({
    ...served('POST /card-sets'),
    handler: async (request, reply) => {
      const stored = await importSet(db, request.body, actorOf(request));
      return reply.status(201).send({ id: stored.set.id, cards: stored.cards });
    },
  });
};
