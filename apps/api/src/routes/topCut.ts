import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { topCutRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import type { ReadCache } from '../readCache.ts';
import { CutBody, DivisionQuery, errorResponses, EventId } from '@tcg/contract';
import { bracketOf, cutAsAsked, finalStandings } from '../services/topCut.ts';

/** `snapshots`: how many snapshots each event keeps; making the cut publishes its first round and takes one. */
export const topCutRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache; snapshots: number }> = async (
  app,
  { db, views, snapshots },
) => {
  app.get(
    '/events/:id/bracket',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['top cut'],
        summary:
          'The top cut bracket: seeds, rounds and matches, the cut-line draw, and the recommended cut with its reason; `division` shows one age division’s cut (or the whole event’s cut, which covers it)',
        params: EventId,
        querystring: Type.Object({ division: DivisionQuery }, { additionalProperties: false }),
        response: { 200: Type.Ref('Bracket'), 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) =>
      views.serve(request, reply, request.params.id, async () =>
        bracketOf(await topCutRepository.load(db.prisma, request.params.id), request.query.division),
      ),
  );

  app.post(
    '/events/:id/cut',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['top cut'],
        summary:
          'Make the top cut after the last Swiss round (217): seeds from the final standings, ties across the line by a recorded draw; `division` cuts one age division from its own standings',
        params: EventId,
        body: CutBody,
        response: {
          201: Type.Ref('Bracket'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) => {
      const seed = randomInt(0, 2 ** 31 - 1);
      const bracket = await db.transaction((tx) =>
        cutAsAsked(tx, request.params.id, request.body, seed, actorOf(request), snapshots),
      );
      return reply.status(201).send(bracket);
    },
  );

  app.get(
    '/events/:id/final-standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['top cut'],
        summary:
          'Final placements: winner, finalist, then each round’s losers by Swiss standing (3rd/4th by their match); the rest keep their Swiss place; `division` places one age division among itself',
        params: EventId,
        querystring: Type.Object({ division: DivisionQuery }, { additionalProperties: false }),
        response: { 200: Type.Ref('FinalStandings'), 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) =>
      views.serve(request, reply, request.params.id, () =>
        finalStandings(db.prisma, request.params.id, request.query.division),
      ),
  );
};
