import { loadavg } from 'node:os';
import type { Match as MatchRecord, Of } from '@tcg/contract';
import type { TestDatabase } from '@tcg/db/testing';
import { startApiProcess, type ApiProcess } from './apiProcess.ts';
import { openBenchDatabase } from './database.ts';
import { fmt, type Bench, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { openStreamPages, type StreamPages } from './streamPages.ts';
import { againstBaseline, loadReading, merged, readerThread, type ReaderRun } from './phoneLoad.ts';

const PLAYERS = 512;
/** Split evenly over the two instances: the load of the `live` benchmark's one instance. */
const CONNECTIONS = 200;
const SECONDS = 10;
const STREAMS = 500;
/** Results written through A while nothing else runs, then while the readers load both instances. */
const QUIET_WRITES = 3;
const LOADED_WRITES = 5;
const LOADED_WRITE_GAP_MS = 1_500;
/** The readers' 2 s warm-up and a second more: the loaded writes start once the measured load runs. */
const LOAD_UNDER_WAY_MS = 3_000;

type Match = Of<typeof MatchRecord>;

async function call<T>(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ json: T; cookie: string }> {
  const headers: Record<string, string> = {
    cookie,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { json: (await response.json()) as T, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie };
}

/** A 512-player event made through instance A: two rounds played, round 3 published; its tables with a player B. */
async function seedEvent(database: TestDatabase, a: ApiProcess) {
  const signUp = { email: 'bench@example.test', password: 'a long bench password', name: 'Bench' };
  const { cookie } = await call(a.base, '', 'POST', '/api/auth/signup', signUp);
  const post = <T>(path: string, body?: unknown) => call<T>(a.base, cookie, 'POST', path, body).then((r) => r.json);
  const event = await post<{ id: string }>('/api/events', { name: 'Bench Instances', format: 'modified', rounds: 9 });
  await seedPlayers(database, event.id, PLAYERS, '66');
  for (const number of [1, 2]) {
    await post(`/api/events/${event.id}/rounds`);
    await post(`/api/events/${event.id}/rounds/${number}/publish`);
    await reportRound(database, event.id, number);
  }
  await post(`/api/events/${event.id}/rounds`);
  const published = await post<{ matches: Match[] }>(`/api/events/${event.id}/rounds/3/publish`);
  return { eventId: event.id, cookie, matches: published.matches.filter((m) => m.playerB !== null) };
}

/** Half the readers on each instance, reading `paths` in turn. */
const readersOfBoth = (instances: ApiProcess[], paths: string[]) =>
  Promise.all(instances.map((instance) => readerThread(instance.base, paths, CONNECTIONS / 2, SECONDS)));

const figures = (runs: ReaderRun[]) => loadReading(merged(runs));

/** Each write's time to the last stream, median and worst. */
function spread(times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  return `median ${fmt(sorted[Math.floor(sorted.length / 2)]!)} ms, worst ${fmt(sorted.at(-1)!)} ms`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(database: TestDatabase, a: ApiProcess, b: ApiProcess): Promise<BenchRow[]> {
  const { eventId, cookie, matches } = await seedEvent(database, a);
  process.stderr.write(`instances: event seeded, opening ${STREAMS} streams on B\n`);
  const pages: StreamPages = await openStreamPages(`${b.base}/api/events/${eventId}/live`, STREAMS);
  const writes = matches.values();
  const writeOnA = async () => {
    const match = writes.next().value!;
    const result = await pages.timeWrite('result', () =>
      call(a.base, cookie, 'PUT', `/api/matches/${match.id}/result`, {
        version: match.version,
        games: [{ winner: match.playerA.id }],
      }),
    );
    return result.all;
  };
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_WRITES; i++) quiet.push(await writeOnA());
  const load = [loadavg()[0]!];
  // What the two instances give any request right now: the same readers on the cheapest route.
  const baseline = merged(await readersOfBoth([a, b], ['/api/health']));
  const reading = readersOfBoth([a, b], [`/api/events/${eventId}/rounds/2`, `/api/events/${eventId}/standings`]);
  await wait(LOAD_UNDER_WAY_MS);
  const loaded: number[] = [];
  for (let i = 0; i < LOADED_WRITES; i++) {
    loaded.push(await writeOnA());
    await wait(LOADED_WRITE_GAP_MS);
  }
  const [onA, onB] = await reading;
  load.push(loadavg()[0]!);
  pages.close();
  const average = `load average ${load.map((l) => l.toFixed(1)).join(' → ')}`;
  const both = merged([onA!, onB!]);
  return [
    {
      benchmark: `GET /api/health, the baseline: the same ${CONNECTIONS} clients split over the two API processes`,
      size: `${SECONDS} s, ${STREAMS} streams open on B`,
      result: loadReading(baseline),
      target: '—',
    },
    {
      benchmark: `GET pairings + standings, ${CONNECTIONS} concurrent clients split over two API processes on one PostgreSQL database (autocannon in a worker thread for each instance, gzip accepted)`,
      size: `${PLAYERS} players, ${SECONDS} s, ${STREAMS} streams open on B, ${LOADED_WRITES} results written on A meanwhile`,
      result: `A: ${figures([onA!])}; B: ${figures([onB!])}; both: ${loadReading(both)}; ${againstBaseline(both, baseline)} (${average})`,
      target: '≥ 2,000 req/s, p99 < 100 ms, 0 errors',
    },
    {
      benchmark: `result written on API process A → ${STREAMS} live streams on API process B (postgres)`,
      size: `${QUIET_WRITES} results alone, ${LOADED_WRITES} under the readers' load`,
      result: `alone: ${spread(quiet)}; under load: ${spread(loaded)} to the last stream (${average})`,
      target: '< 1,000 ms',
    },
  ];
}

// Issue #33: the compose file's two API replicas, measured with the `live` benchmark's load split across them.
export const instancesBench: Bench = {
  name: 'instances',
  async run() {
    const database = await openBenchDatabase('postgres');
    if (!database) {
      process.stderr.write('instances: no PostgreSQL server at TEST_DATABASE_URL or 127.0.0.1:5432, skipped\n');
      return [];
    }
    const a = await startApiProcess(database.url);
    const b = await startApiProcess(database.url).catch(async (error: unknown) => {
      await a.stop();
      throw error;
    });
    try {
      return await measure(database, a, b);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
    }
  },
};
