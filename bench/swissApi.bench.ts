import { performance } from 'node:perf_hooks';
import { buildApp } from '@tcg/api';
import type { TestDatabase } from '@tcg/db/testing';
import { openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { organizerHeaders } from './session.ts';

const PLAYERS = 4096;

// Pairing a 4096-player Swiss round through the API: read the event, compute standings, pair, persist the round in one transaction.
/** Players and registrations written directly: the benchmark times pairing, not 4096 registrations. */
async function seedEvent(database: TestDatabase, eventId: string, kind: string) {
  const { prisma } = database.db;
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ dciNumber: `9${kind.length}${String(i).padStart(6, '0')}`, firstName: 'Bench', lastName: `Player ${i}` }));
  await prisma.player.createMany({ data: players });
  const rows = await prisma.player.findMany({ where: { dciNumber: { in: players.map((p) => p.dciNumber) } }, select: { id: true } });
  await prisma.registration.createMany({ data: rows.map((p) => ({ eventId, playerId: p.id })) });
}

/** Every table of the round won by the player in seat A, written in one statement. */
async function reportRound(database: TestDatabase, eventId: string, number: number) {
  await database.db.prisma.$executeRaw`
    UPDATE "Match" m SET "version" = 1, "reportedAt" = now(), "outcome" = jsonb_build_object(
      'winner', m."playerAId", 'gamesDrawn', 0, 'decidedOnPrizes', false,
      'gameWins', jsonb_build_object(m."playerAId"::text, 1, m."playerBId"::text, 0),
      'points', jsonb_build_object(m."playerAId"::text, 3, m."playerBId"::text, 0))
    FROM "Round" r WHERE m."roundId" = r."id" AND r."eventId" = ${eventId}::uuid AND r."number" = ${number} AND m."playerBId" IS NOT NULL`;
}

export const swissApiBench: Bench = {
  name: 'swiss-api',
  async run() {
    const rows: BenchRow[] = [];
    for (const kind of ['pglite', 'postgres'] as const) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db });
      const headers = await organizerHeaders(app);
      const event = (await app.inject({ method: 'POST', url: '/api/events', headers, payload: { name: 'Bench Swiss', format: 'modified', rounds: 12 } })).json<{ id: string }>();
      await seedEvent(database, event.id, kind);
      for (const number of [1, 2, 3]) {
        const start = performance.now();
        const response = await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds`, headers });
        const ms = performance.now() - start;
        if (response.statusCode !== 201) throw new Error(`pairing round ${number} answered ${response.statusCode}: ${response.body}`);
        rows.push({ benchmark: `POST /api/events/:id/rounds, round ${number} (${kind})`, size: `${PLAYERS} players, one transaction`, result: `${fmt(ms)} ms`, target: 'report' });
        await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds/${number}/publish`, headers });
        await reportRound(database, event.id, number);
      }
      await app.close();
      await database.close();
    }
    return rows;
  },
};
