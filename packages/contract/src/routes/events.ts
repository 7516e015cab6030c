import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  CreateEvent,
  EventChanges,
  EventDeletion,
  EventId,
  EventListItem,
  ShortCodeParams,
  errorResponses,
  found,
  refusals,
} from '../schemas.ts';

export const eventsRoutes = routes('events', [
  route('GET', '/events', 'public', {
    summary: 'List events, newest first, each with its phase',
    response: { 200: Type.Array(EventListItem) },
  }),
  route(
    'GET',
    '/events/:id',
    { action: 'view' },
    {
      summary: 'One event',
      params: EventId,
      response: found(Type.Ref('Event')),
    },
  ),
  route('GET', '/e/:code', 'public', {
    summary:
      'The event at a short address as a player types it (/e/K7PQ, any letter case); 404 when no event you may see has that code',
    params: ShortCodeParams,
    response: found(Type.Ref('Event')),
  }),
  route('POST', '/events', 'account', {
    summary:
      'Create an event: Swiss (the default) or pod play (`type: "pods"`, `tableSize` 2–6, `scoring` by place, points or win)',
    body: CreateEvent,
    response: { 201: Type.Ref('Event'), 400: errorResponses[400], 413: errorResponses[413] },
  }),
  route(
    'PATCH',
    '/events/:id',
    { action: 'manageEvent' },
    {
      summary:
        'Change the round time or the number of Swiss rounds; before round 1, the date, best-of-N, scoring and promo choice',
      params: EventId,
      body: EventChanges,
      response: {
        200: Type.Ref('Event'),
        ...refusals,
      },
    },
  ),
  route(
    'DELETE',
    '/events/:id',
    { action: 'manageEvent' },
    {
      summary:
        'Delete the event and everything in it, confirmed by its name typed in `confirm` (export it first: GET …/export.json)',
      params: EventId,
      body: EventDeletion,
      response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404] },
    },
  ),
]);
