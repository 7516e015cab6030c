import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { eventRepository, playerRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  avoidPlayers,
  disqualifyPlayer,
  dropPlayer,
  editPlayer,
  registerMany,
  registerPlayer,
  removePlayer,
  undoDrop,
} from '../services/players.ts';

export const playerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/players'),
    handler: async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return playerRepository.list(db.prisma, request.params.id);
    },
  });

  app.route({
    ...served('POST /events/:id/players'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await db.transaction((tx) => registerPlayer(tx, request.params.id, request.body, actorOf(request)))),
  });

  app.route({
    ...served('POST /events/:id/players/bulk'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await db.transaction((tx) => registerMany(tx, request.params.id, request.body.players, actorOf(request))),
        ),
  });

  app.route({
    ...served('PATCH /events/:id/players/:playerId'),
    handler: async (request) =>
      db.transaction((tx) =>
        editPlayer(tx, request.params.id, request.params.playerId, request.body, actorOf(request)),
      ),
  });

  app.route({
    ...served('DELETE /events/:id/players/:playerId'),
    handler: async (request, reply) => {
      await db.transaction((tx) => removePlayer(tx, request.params.id, request.params.playerId, actorOf(request)));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...served('POST /events/:id/players/:playerId/drop', {
      // The body is optional: a drop without one (as before reasons) is validated as {}; a null body is refused.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    }),
    handler: async (request) =>
      db.transaction((tx) =>
        dropPlayer(tx, request.params.id, request.params.playerId, actorOf(request), request.body.reason),
      ),
  });

  app.route({
    ...served('POST /events/:id/players/:playerId/undo-drop'),
    handler: async (request) =>
      db.transaction((tx) => undoDrop(tx, request.params.id, request.params.playerId, actorOf(request))),
  });

  app.route({
    ...served('POST /events/:id/players/:playerId/disqualify'),
    handler: async (request) =>
      db.transaction((tx) =>
        disqualifyPlayer(tx, request.params.id, request.params.playerId, request.body.reason, actorOf(request)),
      ),
  });

  app.route({
    ...served('GET /events/:id/avoid-pairs'),
    handler: async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return playerRepository.avoidPairs(db.prisma, request.params.id);
    },
  });

  app.route({
    ...served('POST /events/:id/avoid-pairs'),
    handler: async (request) =>
      db.transaction((tx) => avoidPlayers(tx, request.params.id, request.body.playerIds, actorOf(request))),
  });
};
