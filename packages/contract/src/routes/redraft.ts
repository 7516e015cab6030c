import { route, routes } from '../route.ts';
import { EventId, Limited, Redraft, RedraftBody, found, refusals } from '../schemas.ts';

export const redraftRoutes = routes('limited', [
  route(
    'GET',
    '/events/:id/redraft',
    { action: 'view' },
    {
      summary: 'The Top 8 redraft pod (Appendix A 8)',
      params: EventId,
      response: found(Redraft),
    },
  ),
  route(
    'POST',
    '/events/:id/redraft',
    { action: 'pair' },
    {
      summary:
        'After the pod rounds: the top 1 or 2 of each pod, seated at random into a new pod to redraft (Appendix A 8); once',
      params: EventId,
      body: RedraftBody,
      response: { 201: Redraft, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/limited',
    { action: 'view' },
    {
      summary:
        "A Limited event's steps (seating, draft, building, pod rounds, Top 8 redraft, building, single elimination), the current one, and where each player stands",
      params: EventId,
      response: found(Limited),
    },
  ),
]);
