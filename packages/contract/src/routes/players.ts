import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  AvoidBody,
  AvoidPairs,
  BulkPlayers,
  DropBody,
  EventId,
  NewPlayer,
  PlayerEdit,
  PlayerParams,
  Reason,
  errorResponses,
  found,
  oneOr,
  refusals,
} from '../schemas.ts';

const one = oneOr(Type.Ref('Registration'));

export const playersRoutes = routes('registration', [
  route(
    'GET',
    '/events/:id/players',
    { action: 'view' },
    {
      summary: 'Registered players, by last name',
      params: EventId,
      response: found(Type.Array(Type.Ref('Registration'))),
    },
  ),
  route(
    'POST',
    '/events/:id/players',
    { action: 'registerPlayers' },
    {
      summary: 'Register a player; after round 1 is paired, a late entry (missed rounds are match losses)',
      params: EventId,
      body: NewPlayer,
      response: {
        201: Type.Ref('Registration'),
        ...refusals,
      },
    },
  ),
  route(
    'POST',
    '/events/:id/players/bulk',
    { action: 'registerPlayers' },
    {
      summary:
        'Register a list of players (bulk registration): all of them, or none when one is refused (the error names players[i])',
      params: EventId,
      body: BulkPlayers,
      response: {
        201: Type.Array(Type.Ref('Registration')),
        ...refusals,
      },
    },
  ),
  route(
    'PATCH',
    '/events/:id/players/:playerId',
    { action: 'registerPlayers' },
    {
      summary: 'Edit a player’s name or DCI number',
      params: PlayerParams,
      body: PlayerEdit,
      response: one,
    },
  ),
  route(
    'DELETE',
    '/events/:id/players/:playerId',
    { action: 'registerPlayers' },
    {
      summary:
        'Remove a player registered by mistake, before round 1 is paired (UTR); 409 PLAYER_NOT_REMOVABLE afterwards (drop instead)',
      params: PlayerParams,
      response: { 204: Type.Null(), ...refusals },
    },
  ),
  route(
    'POST',
    '/events/:id/players/:playerId/drop',
    { action: 'registerPlayers' },
    {
      summary: 'Drop a player after the current round; an optional reason goes to the audit trail',
      params: PlayerParams,
      body: DropBody,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/players/:playerId/undo-drop',
    { action: 'registerPlayers' },
    {
      summary: 'Undo a drop, until the next round is paired',
      params: PlayerParams,
      response: one,
    },
  ),
  route(
    'POST',
    '/events/:id/players/:playerId/disqualify',
    { action: 'disqualify' },
    {
      summary: 'Disqualify a player: out of the event and the standings; results played stand for the opponents',
      params: PlayerParams,
      body: Reason,
      response: one,
    },
  ),
  route(
    'GET',
    '/events/:id/avoid-pairs',
    { action: 'view' },
    {
      summary: 'Pairs the organizer asked to keep apart',
      params: EventId,
      response: found(AvoidPairs),
    },
  ),
  route(
    'POST',
    '/events/:id/avoid-pairs',
    { action: 'pair' },
    {
      summary: 'Keep two players apart (family members), honoured by pairing when possible',
      params: EventId,
      body: AvoidBody,
      response: { 200: AvoidPairs, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
]);
