import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { eventRepository, type Db, type Tx } from '@tcg/db';
import type { Division } from '@tcg/domain/division';
import { download } from '../download.ts';
import { finalStandingsCsv, pairingsCsv, registrationsCsv, standingsCsv } from '../services/csvExports.ts';

type Asked = { round?: number; division?: Division };

/** A CSV file's rows, and what its name says after the event's (the round of a round's pairings). */
type Made = { body: string; part?: string };
const only = async (body: Promise<string>): Promise<Made> => ({ body: await body });

/** One round's pairings, named after the event and the round (#31: each round's file a name of its own). */
async function roundPairings(tx: Tx, eventId: string, round?: number): Promise<Made> {
  const made = await pairingsCsv(tx, eventId, round);
  return { body: made.body, part: `round ${made.round}` };
}

type Make = (tx: Tx, eventId: string, query: Asked) => Promise<Made>;

/** How each CSV file of the contract is made from the event. */
const files: Record<'registrations' | 'pairings' | 'standings' | 'final-standings', Make> = {
  registrations: (tx, id) => only(registrationsCsv(tx, id)),
  pairings: (tx, id, q) => roundPairings(tx, id, q.round),
  standings: (tx, id, q) => only(standingsCsv(tx, id, q.round, q.division)),
  'final-standings': (tx, id, q) => only(finalStandingsCsv(tx, id, q.division)),
};

export const exportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  for (const [file, make] of Object.entries(files) as [keyof typeof files, Make][]) {
    app.route({
      ...served(`GET /events/:id/export/${file}.csv`),
      handler: async (request, reply) => {
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
    });
  }
};
