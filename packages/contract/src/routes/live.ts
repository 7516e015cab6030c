import { route, routes } from '../route.ts';
import { EventId, LiveQuery, errorResponses } from '../schemas.ts';

export const liveRoutes = routes('live', [
  route(
    'GET',
    '/events/:id/live',
    { action: 'view' },
    {
      summary:
        'text/event-stream: `round` (paired or published), `result` (entered or corrected), `clock` (timer or a table’s extension), `call` (a judge call made, taken or resolved), data { round }, id the event’s version; with ?versions=1 also `version` (data {}) for every change of the event, of any kind',
      params: EventId,
      querystring: LiveQuery,
      response: { 404: errorResponses[404] },
    },
  ),
]);
