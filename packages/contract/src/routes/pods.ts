import { route, routes } from '../route.ts';
import { EventId, Seating, found, refusals } from '../schemas.ts';

export const podsRoutes = routes('draft', [
  route(
    'GET',
    '/events/:id/pods',
    { action: 'view' },
    {
      summary: 'The pod seating (Appendix A 1): each pod’s players by seat, clockwise',
      params: EventId,
      response: found(Seating),
    },
  ),
  route(
    'POST',
    '/events/:id/pods',
    { action: 'pair' },
    {
      summary:
        'Seat the registered players at random into pods of 7–8 (Appendix A 1), replacing an earlier seating before round 1',
      params: EventId,
      response: { 201: Seating, ...refusals },
    },
  ),
]);
