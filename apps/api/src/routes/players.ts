import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRepository, playerRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  AvoidBody,
  AvoidPairs,
  BulkPlayers,
  DropBody,
  errorResponses,
  EventId,
  NewPlayer,
  PlayerEdit,
  PlayerParams,
  Reason,
} from '@tcg/contract';
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

const one = {
  200: Type.Ref('Registration'),
  400: errorResponses[400],
  404: errorResponses[404],
  409: errorResponses[409],
};

export const playerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/players',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['registration'],
        summary: 'Registered players, by last name',
        params: EventId,
        response: { 200: Type.Array(Type.Ref('Registration')), 404: errorResponses[404] },
      },
    },
    async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return playerRepository.list(db.prisma, request.params.id);
    },
  );

  app.post(
    '/events/:id/players',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary: 'Register a player; after round 1 is paired, a late entry (missed rounds are match losses)',
        params: EventId,
        body: NewPlayer,
        response: {
          201: Type.Ref('Registration'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await db.transaction((tx) => registerPlayer(tx, request.params.id, request.body, actorOf(request)))),
  );

  app.post(
    '/events/:id/players/bulk',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary:
          'Register a list of players (bulk registration): all of them, or none when one is refused (the error names players[i])',
        params: EventId,
        body: BulkPlayers,
        response: {
          201: Type.Array(Type.Ref('Registration')),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await db.transaction((tx) => registerMany(tx, request.params.id, request.body.players, actorOf(request))),
        ),
  );

  app.patch(
    '/events/:id/players/:playerId',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary: 'Edit a player’s name or DCI number',
        params: PlayerParams,
        body: PlayerEdit,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) =>
        editPlayer(tx, request.params.id, request.params.playerId, request.body, actorOf(request)),
      ),
  );

  app.delete(
    '/events/:id/players/:playerId',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary:
          'Remove a player registered by mistake, before round 1 is paired (UTR); 409 PLAYER_NOT_REMOVABLE afterwards (drop instead)',
        params: PlayerParams,
        response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) => removePlayer(tx, request.params.id, request.params.playerId, actorOf(request)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/events/:id/players/:playerId/drop',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary: 'Drop a player after the current round; an optional reason goes to the audit trail',
        params: PlayerParams,
        body: DropBody,
        response: one,
      },
      // The body is optional: a drop without one (as before reasons) is validated as {}; a null body is refused.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request) =>
      db.transaction((tx) =>
        dropPlayer(tx, request.params.id, request.params.playerId, actorOf(request), request.body.reason),
      ),
  );

  app.post(
    '/events/:id/players/:playerId/undo-drop',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['registration'],
        summary: 'Undo a drop, until the next round is paired',
        params: PlayerParams,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) => undoDrop(tx, request.params.id, request.params.playerId, actorOf(request))),
  );

  app.post(
    '/events/:id/players/:playerId/disqualify',
    {
      config: { access: { action: 'disqualify' } },
      schema: {
        tags: ['registration'],
        summary: 'Disqualify a player: out of the event and the standings; results played stand for the opponents',
        params: PlayerParams,
        body: Reason,
        response: one,
      },
    },
    async (request) =>
      db.transaction((tx) =>
        disqualifyPlayer(tx, request.params.id, request.params.playerId, request.body.reason, actorOf(request)),
      ),
  );

  app.get(
    '/events/:id/avoid-pairs',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['registration'],
        summary: 'Pairs the organizer asked to keep apart',
        params: EventId,
        response: { 200: AvoidPairs, 404: errorResponses[404] },
      },
    },
    async (request) => {
      await eventRepository.get(db.prisma, request.params.id);
      return playerRepository.avoidPairs(db.prisma, request.params.id);
    },
  );

  app.post(
    '/events/:id/avoid-pairs',
    {
      config: { access: { action: 'pair' } },
      schema: {
        tags: ['registration'],
        summary: 'Keep two players apart (family members), honoured by pairing when possible',
        params: EventId,
        body: AvoidBody,
        response: { 200: AvoidPairs, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) =>
      db.transaction((tx) => avoidPlayers(tx, request.params.id, request.body.playerIds, actorOf(request))),
  );
};
