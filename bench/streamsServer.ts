// The `streams` benchmark for one kind of database (argv[2]), run by streams.bench.ts in a fresh process so that the
// memory measured is this API's alone; the pages run in a child process of their own. Sends back { rows }.
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, settledMemory, type BenchRow } from './measure.ts';
import { reportRound, seedPlayers } from './seedEvent.ts';
import { benchEvent } from './session.ts';
import { openStreamPages } from './streamPages.ts';

const PLAYERS = 512;
const STREAMS = 2_000;
/** Round 3 is published with no stream open, for comparison; rounds 4 to 6 with every stream open. */
const ALONE = 3;
const PUBLISHED = [4, 5, 6];

type App = Awaited<ReturnType<typeof buildApp>>;
type Timing = { start?: number; all: number; written: number; fanOut?: { pages: number; hub: number } };

async function must(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url, headers });
  if (response.statusCode >= 300) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
}

const perStream = (bytes: number) => `${(bytes / STREAMS / 1024).toFixed(1)} KB`;

async function run(kind: (typeof DATABASE_KINDS)[number]): Promise<BenchRow[]> {
  const database = await openBenchDatabase(kind);
  if (!database) return [];
  const app = await buildApp({ db: database.db, writesPerMinute: 1_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { headers, event } = await benchEvent(app, 'Bench Streams', 9);
  const rounds = `/api/events/${event.id}/rounds`;
  /** Pairs round `number` (`pair` waits for its `round` to reach the streams), publishes it (timed by `timed`), then enters every result. */
  const playRound = async (
    number: number,
    timed: (publish: () => Promise<void>) => Promise<Timing | void>,
    pair = (pairing: () => Promise<void>) => pairing(),
  ) => {
    await pair(() => must(app, rounds, headers));
    const timing = await timed(() => must(app, `${rounds}/${number}/publish`, headers));
    await reportRound(database, event.id, number);
    return timing;
  };
  await seedPlayers(database, event.id, PLAYERS, `7${kind.length}`);
  for (const number of [1, 2]) await playRound(number, (publish) => publish());
  const alone = await playRound(ALONE, async (publish) => {
    const start = performance.now();
    await publish();
    return { all: 0, written: performance.now() - start };
  });
  process.stderr.write(`streams (${kind}): event seeded, opening ${STREAMS} streams\n`);
  const load = loadavg()[0]!;
  // When this process heard the round, and when the hub had written it to every stream: the hub subscribes to the
  // changes as the first stream opens, so a listener added before is called before it and one added after, after it.
  let heard = 0;
  let written = 0;
  database.db.changes.subscribe((change) => change.kind === 'round' && (heard = performance.now()));
  const before = await settledMemory();
  const pages = await openStreamPages(`${base}/api/events/${event.id}/live`, STREAMS);
  const open = await settledMemory();
  database.db.changes.subscribe((change) => change.kind === 'round' && (written = performance.now()));
  const times: Timing[] = [];
  for (const number of PUBLISHED) {
    // The pairing's own `round` reaches every stream first, so the one awaited is the publish's.
    const timing = (await playRound(
      number,
      (publish) => pages.timeWrite('round', publish),
      (pairing) => pages.timeWrite('round', pairing).then(() => {}),
    ))!;
    times.push({ ...timing, fanOut: { pages: timing.start! + timing.all - heard, hub: written - heard } });
  }
  pages.close();
  await app.close();
  await database.close();
  times.sort((a, b) => a.all - b.all);
  const median = times[Math.floor(times.length / 2)]!;
  return [
    {
      benchmark: `round published → ${STREAMS.toLocaleString('en')} live streams on one API instance (${kind}); the API's memory per open stream`,
      size: `${STREAMS} connections, ${PLAYERS} players, ${PUBLISHED.length} publishes`,
      result:
        `median ${fmt(median.all)} ms to the last stream (publish answered after ${fmt(median.written)} ms; with no stream open ${fmt(alone!.written)} ms), ` +
        `worst ${fmt(times.at(-1)!.all)} ms; from the API hearing the round to the last stream ${fmt(median.fanOut!.pages)} ms (the hub's writes ${fmt(median.fanOut!.hub)} ms); ` +
        `heap +${perStream(open.heap - before.heap)}, resident outside the heap +${perStream(open.outsideHeap - before.outsideHeap)} per stream; load average ${load.toFixed(1)}`,
      target: '< 1,000 ms',
    },
  ];
}

const kind = process.argv[2] as (typeof DATABASE_KINDS)[number];
if (!DATABASE_KINDS.includes(kind))
  throw new Error(`streamsServer: ${kind} is not one of ${DATABASE_KINDS.join(', ')}`);
process.send!({ rows: await run(kind) });
process.exit(0);
