import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const EventId = Type.Object({ id: Uuid });

const Seating = Type.Object({
  seed: Type.Union([Type.Integer(), Type.Null()], { description: 'The seed the seating was drawn with (null before seating).' }),
  pods: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1 }), seats: Type.Array(Uuid, { description: 'Player ids by seat, clockwise from seat 1.' }) })),
});

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
