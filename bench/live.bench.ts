import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { againstBaseline, loadReading, phoneLoad } from './phoneLoad.ts';
import { benchEvent } from './session.ts';

const PLAYERS = 512;
const CONNECTIONS = 200;
const SECONDS = 10;
const LIVE_PAGES = 500;

type App = Awaited<ReturnType<typeof buildApp>>;

async function must(app: App, method: 'POST', url: string, headers: Record<string, string>) {
  const response = await app.inject({ method, url, headers });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
}

/** Opens `count` live streams and resolves once each has its first comment; `onRound` fires for each `round` received. */
async function openStreams(
  base: string,
  eventId: string,
  count: number,
  onRound: () => void,
): Promise<http.ClientRequest[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<http.ClientRequest>((resolve, reject) => {
          const request = http.get(`${base}/api/events/${eventId}/live`, { agent }, (response) => {
            response.setEncoding('utf8');
            response.once('data', () => resolve(request));
            response.on('data', (chunk: string) => chunk.includes('event: round') && onRound());
          });
          request.on('error', reject);
        }),
    ),
  );
}

/** Every live page told of a published round: milliseconds from the publish request to the last page. */
async function fanOut(
  app: App,
  base: string,
  eventId: string,
  headers: Record<string, string>,
  round: number,
): Promise<{ all: number; committed: number }> {
  let received = 0;
  let done: () => void = () => {};
  const everyone = new Promise<void>((resolve) => (done = resolve));
  const streams = await openStreams(base, eventId, LIVE_PAGES, () => ++received === LIVE_PAGES && done());
  const start = performance.now();
  await must(app, 'POST', `/api/events/${eventId}/rounds/${round}/publish`, headers);
  const committed = performance.now() - start;
  await everyone;
  const all = performance.now() - start;
  for (const stream of streams) stream.destroy();
  return { all, committed };
}

// Issue #15: a room of phones reading pairings and standings of a 512-player event, and a published round reaching 500 live pages.
export const liveBench: Bench = {
  name: 'live',
  async run() {
    const rows: BenchRow[] = [];
    for (const kind of DATABASE_KINDS) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db, writesPerMinute: 1_000_000 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { headers, event } = await benchEvent(app, 'Bench Live', 9);
      await seedPlayers(database, event.id, PLAYERS, `8${kind.length}`);
      for (const number of [1, 2]) {
        await must(app, 'POST', `/api/events/${event.id}/rounds`, headers);
        await must(app, 'POST', `/api/events/${event.id}/rounds/${number}/publish`, headers);
        await reportRound(database, event.id, number);
      }
      process.stderr.write(`live (${kind}): event seeded, 2 rounds played\n`);
      if (kind === 'postgres') {
        // The same load on the cheapest route, in the same run: what this machine gives any request right now.
        const baseline = await phoneLoad(base, ['/api/health'], CONNECTIONS, SECONDS);
        const result = await phoneLoad(
          base,
          [`/api/events/${event.id}/rounds/2`, `/api/events/${event.id}/standings`],
          CONNECTIONS,
          SECONDS,
        );
        rows.push({
          benchmark: `GET /api/health, the baseline: the same ${CONNECTIONS} clients (${kind})`,
          size: `${SECONDS} s`,
          result: loadReading(baseline),
          target: '—',
        });
        rows.push({
          benchmark: `GET pairings + standings, ${CONNECTIONS} concurrent clients (autocannon in 2 worker threads, gzip accepted) (${kind})`,
          size: `${PLAYERS} players, ${SECONDS} s`,
          result: `${loadReading(result)}; ${againstBaseline(result, baseline)}`,
          target: '≥ 2,000 req/s, p99 < 100 ms, 0 errors',
        });
      }
      await must(app, 'POST', `/api/events/${event.id}/rounds`, headers);
      process.stderr.write(`live (${kind}): opening ${LIVE_PAGES} streams\n`);
      const { all, committed } = await fanOut(app, base, event.id, headers, 3);
      rows.push({
        benchmark: `round published → ${LIVE_PAGES} live streams (${kind})`,
        size: `${LIVE_PAGES} connections`,
        result: `${fmt(all)} ms to the last page (publish answered after ${fmt(committed)} ms)`,
        target: '< 1,000 ms',
      });
      await app.close();
      await database.close();
    }
    return rows;
  },
};
