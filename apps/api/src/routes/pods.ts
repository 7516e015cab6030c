import { randomInt } from 'node:crypto';
import { served } from '../served.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRow, podRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { seatDraftPods } from '../services/podSeating.ts';

export const podRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/pods'),
    handler: async (request) => {
      await eventRow(db.prisma, request.params.id);
      return podRepository.seating(db.prisma, request.params.id);
    },
  });

  app.route({
    ...served('POST /events/:id/pods'),
    handler: async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      const seating = await db.transaction((tx) => seatDraftPods(tx, request.params.id, seed, actorOf(request)));
      return reply.status(201).send(seating);
    },
  });
};
