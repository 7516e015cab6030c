import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRepository, type Db, type Tx } from '@tcg/db';
import type { Division } from '@tcg/domain/division';
import { download } from '../download.ts';
import { DivisionQuery, errorResponses, EventId } from '@tcg/contract';
import { finalStandingsCsv, pairingsCsv, registrationsCsv, standingsCsv } from '../services/csvExports.ts';

const Query = Type.Object(
  { round: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), division: DivisionQuery },
  { additionalProperties: false },
);
type Asked = { round?: number; division?: Division };

/** A CSV file's rows, and what its name says after the event's (the round of a round's pairings). */
type Made = { body: string; part?: string };
const only = async (body: Promise<string>): Promise<Made> => ({ body: await body });

/** One round's pairings, named after the event and the round (#31: each round's file a name of its own). */
async function roundPairings(tx: Tx, eventId: string, round?: number): Promise<Made> {
  const made = await pairingsCsv(tx, eventId, round);
  return { body: made.body, part: `round ${made.round}` };
}

/** Each CSV file: what it holds, and how it is made from the event. */
const files: Record<string, { summary: string; make: (tx: Tx, eventId: string, query: Asked) => Promise<Made> }> = {
  registrations: {
    summary: 'Registered players: DCI number, names, team, year of birth, division, status',
    make: (tx, id) => only(registrationsCsv(tx, id)),
  },
  pairings: {
    summary:
      'One round’s tables and results (`round`, default: the latest paired), in a file named after the event and the round',
    make: (tx, id, q) => roundPairings(tx, id, q.round),
  },
  standings: {
    summary: 'Standings with tiebreakers in % (`round`, default: the last complete one; `division`)',
    make: (tx, id, q) => only(standingsCsv(tx, id, q.round, q.division)),
  },
  'final-standings': {
    summary: 'Final places after the top cut (`division`)',
    make: (tx, id, q) => only(finalStandingsCsv(tx, id, q.division)),
  },
};

export const exportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  for (const [file, { summary, make }] of Object.entries(files)) {
    app.get(
      `/events/:id/export/${file}.csv`,
      {
        config: { access: { action: 'export' } },
        schema: {
          tags: ['exports'],
          summary: `${summary}: UTF-8 CSV with a byte order mark, for spreadsheets`,
          params: EventId,
          querystring: Query,
          produces: ['text/csv'],
          response: {
            200: Type.String(),
            400: errorResponses[400],
            404: errorResponses[404],
            409: errorResponses[409],
          },
        },
      },
      async (request, reply) => {
        const { name, made } = await db.transaction(async (tx) => ({
          name: (await eventRepository.get(tx, request.params.id)).name,
          made: await make(tx, request.params.id, request.query),
        }));
        return download(reply, {
          name: [name, file, made.part].filter(Boolean).join(' '),
          extension: 'csv',
          type: 'text/csv; charset=utf-8',
          body: made.body,
        });
      },
    );
  }
};
