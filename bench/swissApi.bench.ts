import { performance } from 'node:perf_hooks';
import { buildApp } from '@tcg/api';
import { openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { benchEvent } from './session.ts';

const PLAYERS = 4096;

// Pairing a 4096-player Swiss round through the API: read the event, compute standings, pair, persist the round in one transaction.
export const swissApiBench: Bench = {
  name: 'swiss-api',
  async run() {
    const rows: BenchRow[] = [];
    for (const kind of ['pglite', 'postgres'] as const) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db });
      const { headers, event } = await benchEvent(app, 'Bench Swiss', 12);
      await seedPlayers(database, event.id, PLAYERS, `9${kind.length}`);
      for (const number of [1, 2, 3]) {
        const start = performance.now();
        const response = await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds`, headers });
        const ms = performance.now() - start;
        if (response.statusCode !== 201)
          throw new Error(`pairing round ${number} answered ${response.statusCode}: ${response.body}`);
        rows.push({
          benchmark: `POST /api/events/:id/rounds, round ${number} (${kind})`,
          size: `${PLAYERS} players, one transaction`,
          result: `${fmt(ms)} ms`,
          target: 'report',
        });
        await app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds/${number}/publish`, headers });
        await reportRound(database, event.id, number);
      }
      await app.close();
      await database.close();
    }
    return rows;
  },
};
