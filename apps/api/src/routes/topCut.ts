import { randomInt } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { topCutRepository, type Db } from '@tcg/db';
import type { CutRule } from '@tcg/domain/cut';
import { RuleViolation } from '@tcg/domain/shared';
import { CutBody } from '../schemas/cut.ts';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { EventId } from '../schemas/common.ts';

function ruleOf(body: { size?: number; minPoints?: number }): CutRule {
  if ((body.size === undefined) === (body.minPoints === undefined)) {
    throw new RuleViolation({ code: 'INVALID_CUT', message: 'Choose the top cut by size or by minPoints, not both or neither.', field: 'size' });
  }
  return body.size !== undefined ? { size: body.size } : { minPoints: body.minPoints! };
}

export const topCutRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const cuts = topCutRepository(db.prisma);

  app.get(
    '/events/:id/bracket',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['top cut'],
        summary: 'The top cut bracket: seeds, rounds and matches, the cut-line draw, and the recommended cut with its reason',
        params: EventId,
        response: { 200: Type.Ref('Bracket'), 404: errorResponses[404] },
      },
    },
    async (request) => cuts.get(request.params.id),
  );

  app.post(
    '/events/:id/cut',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['top cut'],
        summary: 'Make the top cut after the last Swiss round (217): seeds from the final standings, ties across the line by a recorded draw',
        params: EventId,
        body: CutBody,
        response: { 201: Type.Ref('Bracket'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const rule = ruleOf(body);
      const cut = {
        rule,
        bestOf: body.bestOf ?? 1,
        thirdPlaceMatch: body.thirdPlaceMatch ?? false,
        ...(body.roundMinutes !== undefined ? { roundMinutes: body.roundMinutes } : {}),
      };
      return reply.status(201).send(await cuts.create(request.params.id, cut, randomInt(0, 2 ** 31 - 1), actorOf(request)));
    },
  );

  app.get(
    '/events/:id/final-standings',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['top cut'],
        summary: 'Final placements: winner, finalist, then each round’s losers by Swiss standing (3rd/4th by their match); the rest keep their Swiss place',
        params: EventId,
        response: { 200: Type.Ref('FinalStandings'), 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => cuts.final(request.params.id),
  );
};
