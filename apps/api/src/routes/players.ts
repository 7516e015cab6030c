import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRepository, playerRepository, type Db } from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { NewPlayer, PlayerEdit, Reason, AvoidBody, AvoidPairs } from '../schemas/players.ts';
import { EventId, PlayerParams } from '../schemas/common.ts';

const one = { 200: Type.Ref('Registration'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const playerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const players = playerRepository(db.prisma);
  const events = eventRepository(db.prisma);
  const requireEvent = async (id: string) => {
    if (!(await events.get(id))) throw new AppError('EVENT_NOT_FOUND', `No event ${id}`);
  };

  app.get(
    '/events/:id/players',
    { config: { access: { action: 'view' } }, schema: { tags: ['registration'], summary: 'Registered players, by last name', params: EventId, response: { 200: Type.Array(Type.Ref('Registration')), 404: errorResponses[404] } } },
    async (request) => {
      await requireEvent(request.params.id);
      return players.list(request.params.id);
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
        response: { 201: Type.Ref('Registration'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request, reply) => reply.status(201).send(await players.register(request.params.id, request.body, actorOf(request))),
  );

  app.patch(
    '/events/:id/players/:playerId',
    { config: { access: { action: 'registerPlayers' } }, schema: { tags: ['registration'], summary: 'Edit a player’s name or DCI number', params: PlayerParams, body: PlayerEdit, response: one } },
    async (request) => players.edit(request.params.id, request.params.playerId, request.body, actorOf(request)),
  );

  app.post(
    '/events/:id/players/:playerId/drop',
    { config: { access: { action: 'registerPlayers' } }, schema: { tags: ['registration'], summary: 'Drop a player after the current round', params: PlayerParams, response: one } },
    async (request) => players.drop(request.params.id, request.params.playerId, actorOf(request)),
  );

  app.post(
    '/events/:id/players/:playerId/undo-drop',
    { config: { access: { action: 'registerPlayers' } }, schema: { tags: ['registration'], summary: 'Undo a drop, until the next round is paired', params: PlayerParams, response: one } },
    async (request) => players.undoDrop(request.params.id, request.params.playerId, actorOf(request)),
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
    async (request) => players.disqualify(request.params.id, request.params.playerId, request.body.reason, actorOf(request)),
  );

  app.get(
    '/events/:id/avoid-pairs',
    { config: { access: { action: 'view' } }, schema: { tags: ['registration'], summary: 'Pairs the organizer asked to keep apart', params: EventId, response: { 200: AvoidPairs, 404: errorResponses[404] } } },
    async (request) => {
      await requireEvent(request.params.id);
      return players.avoidPairs(request.params.id);
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
    async (request) => players.avoid(request.params.id, request.body.playerIds, actorOf(request)),
  );
};
