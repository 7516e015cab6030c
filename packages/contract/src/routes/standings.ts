import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { DivisionQuery, EventId, pageQuery, refusals } from '../schemas.ts';

export const standingsRoutes = routes('standings', [
  route(
    'GET',
    '/events/:id/standings',
    { action: 'view' },
    {
      summary:
        'Standings after a round (default: the last complete one); tiebreakers as fractions 0–1; `division` ranks one age division among itself; `page`/`pageSize` answer one page of the rows; a pod-play event answers PodStandings',
      description:
        'Without `page` or `pageSize`, every row. With either, `rows` holds that page of the rows in rank order, and `page` says which page it is and how many rows there are: rank r (1 + the rows ahead of it) is on page ⌈r / pageSize⌉. A page past the last answers no rows, with the total. Each page has its own ETag.',
      params: EventId,
      querystring: Type.Object(
        { round: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), division: DivisionQuery, ...pageQuery },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Union([Type.Ref('Standings'), Type.Ref('PodStandings')]),
        ...refusals,
      },
    },
  ),
]);
