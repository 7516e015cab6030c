import { randomInt } from 'node:crypto';
import { served } from '../served.ts';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { topCutRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import { bracketOf, cutAsAsked, finalStandings } from '../services/topCut.ts';

/** `snapshots`: how many snapshots each event keeps; making the cut publishes its first round and takes one. */
export const topCutRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache; snapshots: number }> = async (
  app,
  { db, views, snapshots },
) => {
  app.route({
    ...served('GET /events/:id/bracket'),
    handler: async (request, reply) =>
      views.serve(request, reply, request.params.id, async () =>
        bracketOf(await topCutRepository.load(db.prisma, request.params.id), request.query.division),
      ),
  });

  app.route({
    ...served('POST /events/:id/cut'),
    handler: async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      const bracket = await db.transaction((tx) =>
        cutAsAsked(tx, request.params.id, request.body, seed, actorOf(request), snapshots),
      );
      return reply.status(201).send(bracket);
    },
  });

  app.route({
    ...served('GET /events/:id/final-standings'),
    handler: async (request, reply) =>
      views.serve(request, reply, request.params.id, () =>
        finalStandings(db.prisma, request.params.id, request.query.division),
      ),
  });
};
