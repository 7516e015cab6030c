import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { setDivisionGroups } from '../services/divisions.ts';

export const divisionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('PUT /events/:id/divisions'),
    handler: async (request) =>
      db.transaction((tx) =>
        setDivisionGroups(tx, request.params.id, request.body.groups, actorOf(request), request.body.groupRounds),
      ),
  });
};
