import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { DivisionsBody, errorResponses, EventId } from '@tcg/contract';
import { setDivisionGroups } from '../services/divisions.ts';

export const divisionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/events/:id/divisions',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary:
          'Play! Pokémon age divisions: which divisions are paired together (null: none) and the Swiss rounds of each group (`groupRounds`, left out: the event’s), before round 1',
        params: EventId,
        body: DivisionsBody,
        response: {
          200: Type.Ref('Event'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        setDivisionGroups(tx, request.params.id, request.body.groups, actorOf(request), request.body.groupRounds),
      ),
  );
};
