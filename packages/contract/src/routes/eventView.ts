import { route, routes } from '../route.ts';
import { EventDashboard, EventId, found } from '../schemas.ts';

export const eventViewRoutes = routes('events', [
  route(
    'GET',
    '/events/:id/dashboard',
    { action: 'view' },
    {
      summary:
        'The event page in one read: the event, players, rounds, standings, bracket and avoid pairs; the audit trail for roles that may export, teams and product when the event has them',
      params: EventId,
      response: found(EventDashboard),
    },
  ),
]);
