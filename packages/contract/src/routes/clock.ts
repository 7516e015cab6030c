import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { AddTime, Clock, EventId, Find, FindQuery, RoundParams, errorResponses, found, oneOr } from '../schemas.ts';

const one = oneOr(Type.Ref('Round'));

const switchClock = <const A extends 'pause' | 'resume'>(action: A) =>
  route(
    'POST',
    `/events/:id/rounds/:n/timer/${action}`,
    { action: 'publish' },
    {
      summary: `${action === 'pause' ? 'Pause' : 'Resume'} the round clock (212)`,
      params: RoundParams,
      response: one,
    },
  );

export const clockRoutes = routes('rounds', [
  route(
    'GET',
    '/events/:id/clock',
    { action: 'view' },
    {
      summary: 'The current round’s clock with the server’s time and per-table extensions (212, 216)',
      params: EventId,
      response: found(Clock),
    },
  ),
  route(
    'GET',
    '/events/:id/find',
    { action: 'view' },
    {
      summary: 'Find my table: a player’s table, opponent, seat and time in the current round (or in `round`)',
      params: EventId,
      querystring: FindQuery,
      response: { 200: Find, 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
  switchClock('pause'),
  switchClock('resume'),
  route(
    'POST',
    '/events/:id/rounds/:n/timer/add',
    { action: 'publish' },
    {
      summary: 'Add minutes to the whole round (212)',
      params: RoundParams,
      body: AddTime,
      response: one,
    },
  ),
]);
