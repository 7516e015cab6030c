import { randomInt } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitedRepository, redraftRepository, type Db } from '@tcg/db';
import { notFound } from '@tcg/domain/shared';
import { actorOf } from '../actor.ts';
import { errorResponses, EventId, Limited, Redraft, RedraftBody } from '@tcg/contract';
import { redraft } from '../services/redraft.ts';

export const redraftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/redraft',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['limited'],
        summary: 'The Top 8 redraft pod (Appendix A 8)',
        params: EventId,
        response: { 200: Redraft, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const stored = await redraftRepository.get(db.prisma, request.params.id);
      if (!stored) throw notFound('redraft', request.params.id, 'The Top 8 has not been chosen yet.');
      return stored;
    },
  );

  app.post(
    '/events/:id/redraft',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['limited'],
        summary:
          'After the pod rounds: the top 1 or 2 of each pod, seated at random into a new pod to redraft (Appendix A 8); once',
        params: EventId,
        body: RedraftBody,
        response: { 201: Redraft, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      return reply
        .status(201)
        .send(
          await db.transaction((tx) => redraft(tx, request.params.id, request.body.perPod, seed, actorOf(request))),
        );
    },
  );

  app.get(
    '/events/:id/limited',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['limited'],
        summary:
          "A Limited event's steps (seating, draft, building, pod rounds, Top 8 redraft, building, single elimination), the current one, and where each player stands",
        params: EventId,
        response: { 200: Limited, 404: errorResponses[404] },
      },
    },
    async (request) => limitedRepository.get(db.prisma, request.params.id),
  );
};
