import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { Seating } from '../schemas/pods.ts';
import { EventId } from '../schemas/common.ts';

export const podRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const pods = podRepository(db.prisma);

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
    async (request) => pods.get(request.params.id),
  );

  app.post(
    '/events/:id/pods',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['draft'],
        summary: 'Seat the registered players at random into pods of 7–8 (Appendix A 1), replacing an earlier seating before round 1',
        params: EventId,
        response: { 201: Seating, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => reply.status(201).send(await pods.seat(request.params.id, randomInt(0, 2 ** 31 - 1), actorOf(request))),
  );
};
