import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitedRepository, redraftRepository, type Db } from '@tcg/db';
import { RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const EventId = Type.Object({ id: Uuid });
const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const Redraft = Type.Object({
  perPod: Type.Integer(),
  afterRound: Type.Integer({ description: 'The last pod round the Top 8 was chosen after.' }),
  seed: Type.Integer({ description: 'The seed that drew exact ties in the pod standings and seated the redraft pod.' }),
  seeds: Type.Array(Uuid, { description: 'The Top 8 in seed order: pod winners first, then seconds, each by standing.' }),
  pod: Type.Object({ number: Type.Integer(), seats: Type.Array(Uuid, { description: 'Player ids by seat, clockwise from seat 1.' }) }),
  deckBuildingStartedAt: When,
});

const Limited = Type.Object({
  current: Type.String(),
  steps: Type.Array(Type.Object({ step: Type.String(), phase: Type.String(), title: Type.String(), section: Type.String(), status: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('upcoming')]) })),
  rounds: Type.Object({ planned: Type.Integer(), paired: Type.Integer(), complete: Type.Integer() }),
  deckBuilding: Type.Object({ stage: Type.String(), minutes: Type.Integer(), startedAt: When, endsAt: When }),
  redraft: Type.Union([Redraft, Type.Null()]),
  cutMade: Type.Boolean(),
  players: Type.Array(
    Type.Object({
      playerId: Uuid,
      name: Type.String(),
      dciNumber: Type.String(),
      pod: Type.Union([Type.Integer(), Type.Null()]),
      seat: Type.Union([Type.Integer(), Type.Null()]),
      stage: Type.String(),
      poolRegistered: Type.Boolean(),
      deckRegistered: Type.Boolean(),
      deckLegal: Type.Union([Type.Boolean(), Type.Null()]),
      record: Type.Object({ wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer(), points: Type.Number() }),
      dropped: Type.Boolean(),
      topEightSeed: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

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
      if (!redraft) throw new RuleViolation({ code: 'REDRAFT_NOT_FOUND', message: 'The Top 8 has not been chosen yet.', section: 'Appendix A 8' }, 404);
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
