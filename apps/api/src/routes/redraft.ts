import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitedRepository, redraftRepository, type Db } from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { Redraft, Limited } from '../schemas/redraft.ts';
import { EventId, When } from '../schemas/common.ts';

export const redraftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const redrafts = redraftRepository(db.prisma);
  const limited = limitedRepository(db.prisma);

  app.get(
    '/events/:id/redraft',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['limited'], summary: 'The Top 8 redraft pod (Appendix A 8)', params: EventId, response: { 200: Redraft, 404: errorResponses[404] } },
    },
    async (request) => {
      const redraft = await redrafts.get(request.params.id);
      if (!redraft) throw new AppError('REDRAFT_NOT_FOUND', 'The Top 8 has not been chosen yet.');
      return redraft;
    },
  );

  app.post(
    '/events/:id/redraft',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['limited'],
        summary: 'After the pod rounds: the top 1 or 2 of each pod, seated at random into a new pod to redraft (Appendix A 8); once',
        params: EventId,
        body: Type.Object({ perPod: Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'How many of each pod move on.' }) }, { additionalProperties: false }),
        response: { 201: Redraft, 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => reply.status(201).send(await redrafts.create(request.params.id, request.body.perPod, randomInt(0, 2 ** 31 - 1), actorOf(request))),
  );

  app.get(
    '/events/:id/limited',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['limited'],
        summary: "A Limited event's steps (seating, draft, building, pod rounds, Top 8 redraft, building, single elimination), the current one, and where each player stands",
        params: EventId,
        response: { 200: Limited, 404: errorResponses[404] },
      },
    },
    async (request) => limited.get(request.params.id),
  );
};
