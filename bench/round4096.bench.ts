import { performance } from 'node:perf_hooks';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { benchEvent } from './session.ts';

const PLAYERS = 4096;
/** Tables of round 3 left open, each entered through the API before the standings are read again. */
const RESULTS = 20;
/** A phone's request: browsers accept gzip. */
const PHONE = { 'accept-encoding': 'gzip, deflate, br' };

type App = Awaited<ReturnType<typeof buildApp>>;
interface OpenMatch {
  id: string;
  version: number;
  playerAId: string;
}

interface Request {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: object;
}

/** Milliseconds the app took to answer, which must be `expected`. */
async function timed(app: App, request: Request, expected: number): Promise<number> {
  const start = performance.now();
  const response = await app.inject(request);
  const ms = performance.now() - start;
  if (response.statusCode !== expected)
    throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return ms;
}

const share = (ms: number, total: number) => `${fmt(ms)} ms (${Math.round((ms / total) * 100)} %)`;

/** Pair, publish and read back round `number` as the organizer's screen and then a phone would; one row. */
async function pairPublishRead(
  app: App,
  headers: { cookie: string },
  eventId: string,
  number: number,
  kind: string,
): Promise<BenchRow> {
  const pair = await timed(app, { method: 'POST', url: `/api/events/${eventId}/rounds`, headers }, 201);
  const publish = await timed(
    app,
    { method: 'POST', url: `/api/events/${eventId}/rounds/${number}/publish`, headers },
    200,
  );
  const read = await timed(app, { method: 'GET', url: `/api/events/${eventId}/rounds/${number}`, headers: PHONE }, 200);
  const total = pair + publish + read;
  return {
    benchmark: `pair + publish + read round ${number} (POST …/rounds, POST …/rounds/${number}/publish, GET …/rounds/${number}) (${kind})`,
    size: `${PLAYERS} players`,
    result: `${fmt(total)} ms: pair ${share(pair, total)}, publish ${share(publish, total)}, read ${share(read, total)}`,
    target: '< 1,000 ms',
  };
}

/** Enters the open tables' results one at a time, timing the first standings read after each (a rebuild at the new version). */
async function standingsAfterResults(
  app: App,
  headers: { cookie: string },
  eventId: string,
  open: OpenMatch[],
  kind: string,
): Promise<BenchRow> {
  const url = `/api/events/${eventId}/standings`;
  await timed(app, { method: 'GET', url, headers: PHONE }, 200);
  const times: number[] = [];
  for (const match of open) {
    const payload = { version: match.version, games: [{ winner: match.playerAId }] };
    await timed(app, { method: 'PUT', url: `/api/matches/${match.id}/result`, headers, payload }, 200);
    times.push(await timed(app, { method: 'GET', url, headers: PHONE }, 200));
  }
  times.sort((a, b) => a - b);
  return {
    benchmark: `PUT …/result, then the first GET …/standings (${kind})`,
    size: `${PLAYERS} players, round 3, ${open.length} results`,
    result: `median ${fmt(times[Math.floor(times.length / 2)]!)} ms, worst ${fmt(times.at(-1)!)} ms`,
    target: '< 50 ms',
  };
}

// Issue #33: a 4,096-player round paired, published and read back through the API, and the standings read after each result.
export const round4096Bench: Bench = {
  name: 'round4096',
  async run() {
    const rows: BenchRow[] = [];
    for (const kind of DATABASE_KINDS) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db });
      const { headers, event } = await benchEvent(app, 'Bench 4096', 12);
      await seedPlayers(database, event.id, PLAYERS, `8${kind.length}`);
      for (const number of [1, 2, 3]) {
        rows.push(await pairPublishRead(app, headers, event.id, number, kind));
        await reportRound(database, event.id, number, number === 3 ? RESULTS : 0);
      }
      const open = await database.db.prisma.$queryRaw<OpenMatch[]>`
        SELECT m."id"::text AS "id", m."version", m."playerAId"::text AS "playerAId" FROM "Match" m JOIN "Round" r ON r."id" = m."roundId"
        WHERE r."eventId" = ${event.id}::uuid AND r."number" = 3 AND m."playerBId" IS NOT NULL AND m."outcome" IS NULL ORDER BY m."tableNumber"`;
      rows.push(await standingsAfterResults(app, headers, event.id, open, kind));
      await app.close();
      await database.close();
    }
    return rows;
  },
};
