import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRow, podRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { errorResponses, EventId, Seating } from '@tcg/contract';
import { seatDraftPods } from '../services/podSeating.ts';

export const podRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/pods',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['draft'],
        summary: 'The pod seating (Appendix A 1): each pod’s players by seat, clockwise',
        params: EventId,
        response: { 200: Seating, 404: errorResponses[404] },
      },
    },
    async (request) => {
      await eventRow(db.prisma, request.params.id);
      return podRepository.seating(db.prisma, request.params.id);
    },
  );

  app.post(
    '/events/:id/pods',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['draft'],
        summary:
          'Seat the registered players at random into pods of 7–8 (Appendix A 1), replacing an earlier seating before round 1',
        params: EventId,
        response: { 201: Seating, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      const seating = await db.transaction((tx) => seatDraftPods(tx, request.params.id, seed, actorOf(request)));
      return reply.status(201).send(seating);
    },
  );
};
