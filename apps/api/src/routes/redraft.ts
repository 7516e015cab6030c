import { randomInt } from 'node:crypto';
import { served } from '../served.ts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitedRepository, redraftRepository, type Db } from '@tcg/db';
import { notFound } from '@tcg/domain/shared';
import { actorOf } from '../actor.ts';
import { redraft } from '../services/redraft.ts';

export const redraftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/redraft'),
    handler: async (request) => {
      const stored = await redraftRepository.get(db.prisma, request.params.id);
      if (!stored) throw notFound('redraft', request.params.id, 'The Top 8 has not been chosen yet.');
      return stored;
    },
  });

  app.route({
    ...served('POST /events/:id/redraft'),
    handler: async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      return reply
        .status(201)
        .send(
          await db.transaction((tx) => redraft(tx, request.params.id, request.body.perPod, seed, actorOf(request))),
        );
    },
  });

  app.route({
    ...served('GET /events/:id/limited'),
    handler: async (request) => limitedRepository.get(db.prisma, request.params.id),
  });
};
