import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { teamEntryRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { designate, enterTeam, listTeams, ratingsReport, refuseName } from '../services/teamEvents.ts';

export const teamEventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/teams'),
    handler: async (request) => listTeams(db.prisma, request.params.id),
  });

  app.route({
    ...served('POST /events/:id/teams'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await db.transaction((tx) => enterTeam(tx, request.params.id, request.body.teamId, actorOf(request)))),
  });

  app.route({
    ...served('PATCH /events/:id/teams/:teamId'),
    handler: async (request) =>
      db.transaction((tx) =>
        designate(tx, request.params.id, request.params.teamId, request.body.seats, actorOf(request)),
      ),
  });

  app.route({
    ...served('GET /events/:id/team-name-refusals'),
    handler: async (request) => {
      await teamEntryRepository.event(db.prisma, request.params.id);
      return teamEntryRepository.refusals(db.prisma, request.params.id);
    },
  });

  app.route({
    ...served('POST /events/:id/team-name-refusals'),
    handler: async (request, reply) => {
      const { name, reason } = request.body;
      return reply
        .status(201)
        .send(await db.transaction((tx) => refuseName(tx, request.params.id, name, reason, actorOf(request))));
    },
  });

  app.route({
    ...served('GET /events/:id/ratings-report'),
    handler: async (request) => ratingsReport(db.prisma, request.params.id),
  });
};
