import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { DivisionQuery, EventId, refusals } from '../schemas.ts';

const Query = Type.Object(
  { round: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), division: DivisionQuery },
  { additionalProperties: false },
);

/** One CSV file of the event, for spreadsheets. */
const csv = <const F extends string>(file: F, summary: string) =>
  route(
    'GET',
    `/events/:id/export/${file}.csv`,
    { action: 'export' },
    {
      summary: `${summary}: UTF-8 CSV with a byte order mark, for spreadsheets`,
      params: EventId,
      querystring: Query,
      produces: ['text/csv'],
      response: {
        200: Type.String(),
        ...refusals,
      },
    },
  );

export const exportsRoutes = routes('exports', [
  csv('registrations', 'Registered players: DCI number, names, team, year of birth, division, status'),
  csv(
    'pairings',
    'One round’s tables and results (`round`, default: the latest paired), in a file named after the event and the round',
  ),
  csv('standings', 'Standings with tiebreakers in % (`round`, default: the last complete one; `division`)'),
  csv('final-standings', 'Final places after the top cut (`division`)'),
]);
