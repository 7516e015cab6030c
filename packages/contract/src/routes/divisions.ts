import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { DivisionsBody, EventId, refusals } from '../schemas.ts';

export const divisionsRoutes = routes('events', [
  route(
    'PUT',
    '/events/:id/divisions',
    { action: 'manageEvent' },
    {
      summary:
        'Play! Pokémon age divisions: which divisions are paired together (null: none) and the Swiss rounds of each group (`groupRounds`, left out: the event’s), before round 1',
      params: EventId,
      body: DivisionsBody,
      response: {
        200: Type.Ref('Event'),
        ...refusals,
      },
    },
  ),
]);
