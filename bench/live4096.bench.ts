import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { againstBaseline, loadReading, phoneLoad } from './phoneLoad.ts';
import { benchEvent } from './session.ts';

const PLAYERS = 4096;
const CONNECTIONS = 400;
const SECONDS = 10;
const PAGE_SIZE = 100;

type App = Awaited<ReturnType<typeof buildApp>>;

async function must(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url, headers });
  if (response.statusCode >= 300) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
}

/** A 4,096-player event with two rounds paired, published and played. */
async function seededEvent(
  app: App,
  database: NonNullable<Awaited<ReturnType<typeof openBenchDatabase>>>,
  kind: string,
): Promise<string> {
  const { headers, event } = await benchEvent(app, 'Bench Regionals', 12);
  await seedPlayers(database, event.id, PLAYERS, `4${kind.length}`);
  for (const number of [1, 2]) {
    await must(app, `/api/events/${event.id}/rounds`, headers);
    await must(app, `/api/events/${event.id}/rounds/${number}/publish`, headers);
    await reportRound(database, event.id, number);
  }
  return event.id;
}

/** Every page of the pairings (2,048 tables) and of the standings (4,096 rows), in turns: each connection walks them all. */
function pagesOf(eventId: string): string[] {
  const pairings = Math.ceil(PLAYERS / 2 / PAGE_SIZE);
  const standings = Math.ceil(PLAYERS / PAGE_SIZE);
  return Array.from({ length: standings }, (_, i) => [
    `/api/events/${eventId}/rounds/2?page=${(i % pairings) + 1}&pageSize=${PAGE_SIZE}`,
    `/api/events/${eventId}/standings?page=${i + 1}&pageSize=${PAGE_SIZE}`,
  ]).flat();
}

/**
 * Reads every page once, as the first phones do after a change: milliseconds for the first (the event's state loaded,
 * the whole pairings or standings computed) and for all of them.
 */
async function firstReads(base: string, pages: string[]): Promise<{ first: number; all: number }> {
  const start = performance.now();
  let first = 0;
  for (const path of pages) {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    await response.arrayBuffer();
    first ||= performance.now() - start;
  }
  return { first, all: performance.now() - start };
}

// Issue #33: a regionals on a laptop, 400 phones reading pages of the pairings and standings of a 4,096-player event, beside the same load on GET /api/health.
export const live4096Bench: Bench = {
  name: 'live4096',
  async run() {
    const rows: BenchRow[] = [];
    // Postgres first: the database a regionals runs on.
    for (const kind of [...DATABASE_KINDS].reverse()) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db, writesPerMinute: 1_000_000 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const eventId = await seededEvent(app, database, kind);
      process.stderr.write(`live4096 (${kind}): event seeded, 2 rounds played\n`);
      // Phones in the room are already connected: every page built once before the clock starts.
      const built = await firstReads(base, pagesOf(eventId));
      const health = await phoneLoad(base, ['/api/health'], CONNECTIONS, SECONDS);
      const pages = await phoneLoad(base, pagesOf(eventId), CONNECTIONS, SECONDS);
      rows.push(
        {
          benchmark: `GET /api/health, ${CONNECTIONS} concurrent clients: the baseline of the row below (${kind})`,
          size: `${SECONDS} s`,
          result: loadReading(health),
          target: '—',
        },
        {
          benchmark: `GET a page of pairings + a page of standings (${PAGE_SIZE} rows, every page in turn), ${CONNECTIONS} concurrent clients (autocannon in 2 worker threads, gzip accepted) (${kind})`,
          size: `${PLAYERS} players, 2 rounds played, ${SECONDS} s`,
          result: `${loadReading(pages)}; ${againstBaseline(pages, health)}`,
          target: 'p99 < 250 ms, 0 errors',
        },
        {
          benchmark: `every page read once before the load, one after another: the first builds the event's state and whole views (${kind})`,
          size: `${pagesOf(eventId).length} pages`,
          result: `${fmt(built.first)} ms for the first page, ${fmt(built.all)} ms for all`,
          target: '—',
        },
      );
      await app.close();
      await database.close();
    }
    return rows;
  },
};
