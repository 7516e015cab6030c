// `npm run load` (#18): a 1024-player venue under 200 concurrent clients, then a check that nothing acknowledged was lost.
import { isDeepStrictEqual } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '@tcg/api';
import { createDb, matchRepository, type Db } from '@tcg/db';
import type { TestDatabase } from '@tcg/db/testing';
import type { ClientsData, ClientsReport, Pace, StoredMatch } from './clients.ts';
import { seedVenue, type StaffRole, type Table } from './venue.ts';
import { bigExport, bigTdf, exportFile, runImports, type ImportFile, type ImportRun } from './imports.ts';

/** The files imported during the run: a TOM file of `players`, the venue's event as the app exports it, and a large export. */
async function importFiles(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: TestDatabase,
  eventId: string,
  organizer: Record<string, string>,
  options: LoadOptions,
): Promise<ImportFile[]> {
  const json = await exportFile(app, eventId, organizer, 'the venue’s export.json');
  const large = options.largeExport
    ? [await bigExport(app, database, organizer, options.largeExport.players, options.largeExport.rounds)]
    : [];
  return [bigTdf(options.importPlayers!), json, ...large];
}

export interface LoadOptions {
  players: number;
  clients: number;
  /** Of the clients: judges entering slips (the tables shared out among them) and head judges correcting; the rest are phones. */
  judges: number;
  headJudges: number;
  /** The run lasts until every table is entered, at least `seconds` and at most `maxSeconds`. */
  seconds: number;
  maxSeconds?: number;
  /** A head judge's pause after each correction. */
  correctionPauseMs?: number;
  /** Every this many tables, one is also on the next judge's list: both read the slip, one enters it first. */
  sharedEvery?: number;
  workers?: number;
  /** Paced (an open-loop schedule per client); absent, every client sends again as soon as it is answered. */
  pace?: Pace;
  /** Imports run as jobs while the clients work (#32): a TOM file of this many players, then the venue's own export. */
  importPlayers?: number;
  /** Then a large export of this event's size, written before the clients start (the 28 MiB file). */
  largeExport?: { players: number; rounds: number };
}

export interface Latencies {
  requests: number;
  p50: number;
  p99: number;
}

export interface LoadResult extends Omit<ClientsReport, 'writeMs' | 'readMs'> {
  database: 'pglite' | 'postgres';
  eventId: string;
  /** Round 1's tables, byes left out. */
  venueTables: Table[];
  options: LoadOptions;
  seconds: number;
  writes: Latencies;
  reads: Latencies;
  tables: number;
  /** The machine's 1-minute load average as the clients started and as they stopped (it is shared with other jobs). */
  loadAverage: [number, number];
  /** Tables with a result stored when the run ended. */
  entered: number;
  /** Tables whose stored result is not the last one the API acknowledged for them (or has one none was acknowledged for). */
  lostUpdates: number;
  /** Players whose points in the standings differ from the acknowledged results. */
  standingsMismatches: number;
  /** Paced: the requests a second the schedule asks for (a judge's slip is a read and a write). */
  offered?: { reads: number; writes: number };
  /** The imports that ran meanwhile: size, time to the job's end, how it ended. */
  imports?: ImportRun[];
}

/** What the schedule of a paced run asks for, a second. */
function offeredRate(pace: Pace, tables: number, slipsRead: number, headJudges: number, phones: number) {
  const round = pace.roundMs / 1000;
  const corrections = (headJudges * 1000) / pace.correctionEveryMs;
  return {
    reads: (phones * 1000) / pace.phoneIntervalMs + slipsRead / round + corrections,
    writes: tables / round + corrections,
  };
}

function latencies(times: number[]): Latencies {
  const sorted = Float64Array.from(times).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99) };
}

/** Tables dealt out to the judges in turn; every `sharedEvery`-th table also to the next judge. */
function judgesTables(tables: Table[], judges: number, sharedEvery: number): Table[][] {
  const lists: Table[][] = Array.from({ length: judges }, () => []);
  tables.forEach((table, i) => {
    lists[i % judges]!.push(table);
    if (judges > 1 && i % sharedEvery === 0) lists[(i + 1) % judges]!.push(table);
  });
  return lists;
}

/** Client `i` of `n` goes to worker `i % workers`. */
const share = <T>(items: T[], worker: number, workers: number) => items.filter((_, i) => i % workers === worker);

function startWorker(data: ClientsData): {
  worker: Worker;
  ready: Promise<void>;
  judgesDone: Promise<void>;
  report: Promise<ClientsReport>;
} {
  const worker = new Worker(new URL('./clients.worker.mjs', import.meta.url), { workerData: data });
  const signal = (key: string) =>
    new Promise<unknown>((resolve, reject) => {
      worker.on('message', (message: Record<string, unknown>) => key in message && resolve(message[key]));
      worker.once('error', reject);
    });
  return {
    worker,
    ready: signal('ready').then(() => {}),
    judgesDone: signal('judgesDone').then(() => {}),
    report: signal('report') as Promise<ClientsReport>,
  };
}

/** Each table's last acknowledged result against what is stored, and the standings' points against those results. */
export async function verify(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Db,
  eventId: string,
  tables: Table[],
  acknowledged: StoredMatch[],
) {
  const last = new Map<string, StoredMatch>();
  for (const saved of acknowledged) if ((last.get(saved.id)?.version ?? -1) < saved.version) last.set(saved.id, saved);
  let lostUpdates = 0;
  let entered = 0;
  const expectedPoints = new Map<string, number>();
  for (const table of tables) {
    const stored = (await matchRepository.get(db.prisma, table.id)) as StoredMatch;
    const acked = last.get(table.id);
    const same = acked
      ? stored.version === acked.version &&
        isDeepStrictEqual(stored.result, acked.result) &&
        isDeepStrictEqual(stored.outcome, acked.outcome)
      : stored.result === null;
    if (!same) lostUpdates++;
    if (stored.result !== null) entered++;
    const points = (acked?.outcome as { points: Record<string, number> } | undefined)?.points ?? {};
    for (const player of [table.playerA, table.playerB]) expectedPoints.set(player, points[player] ?? 0);
  }
  const standings = (await app.inject({ method: 'GET', url: `/api/events/${eventId}/standings?round=1` })).json<{
    rows: { playerId: string; points: number }[];
  }>();
  const standingsMismatches = standings.rows.filter(
    (row) => expectedPoints.has(row.playerId) && expectedPoints.get(row.playerId) !== row.points,
  ).length;
  return {
    entered,
    lostUpdates,
    standingsMismatches: standingsMismatches + Math.abs(expectedPoints.size - standings.rows.length),
  };
}

/** Runs the venue on a fresh database: the API listens here, the clients run in worker threads. */
export async function runLoad(database: TestDatabase, options: LoadOptions): Promise<LoadResult> {
  const {
    players,
    clients,
    judges,
    headJudges,
    seconds,
    maxSeconds = 120,
    correctionPauseMs = 250,
    sharedEvery = 16,
    workers = 2,
    pace,
  } = options;
  // The pool the API opens in production: ten connections to a server, one to the embedded database.
  const db = database.kind === 'postgres' ? createDb(database.url) : database.db;
  const app = await buildApp({ db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const roles: StaffRole[] = [
      ...Array<StaffRole>(judges).fill('judge'),
      ...Array<StaffRole>(headJudges).fill('headJudge'),
    ];
    const venue = await seedVenue(app, database, players, roles);
    const lists = judgesTables(venue.tables, judges, sharedEvery);
    const judgeClients = lists.map((tables, i) => ({ cookie: venue.staff[i]!, tables }));
    const started = Array.from({ length: workers }, (_, w) =>
      startWorker({
        base,
        eventId: venue.eventId,
        bestOf: venue.bestOf,
        tables: venue.tables,
        judges: share(judgeClients, w, workers),
        headJudges: share(venue.staff.slice(judges), w, workers),
        correctionPauseMs,
        phones: share(Array.from({ length: clients - judges - headJudges }), w, workers).length,
        ...(pace ? { pace } : {}),
      }),
    );
    await Promise.all(started.map((s) => s.ready));
    const files = options.importPlayers
      ? await importFiles(app, database, venue.eventId, venue.organizer, options)
      : [];
    const start = performance.now();
    const loadBefore = loadavg()[0]!;
    for (const { worker } of started) worker.postMessage('go');
    const imports = files.length > 0 ? runImports(base, venue.organizer.cookie!, files) : Promise.resolve(undefined);
    const wait = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
    await Promise.race([Promise.all([...started.map((s) => s.judgesDone), wait(seconds), imports]), wait(maxSeconds)]);
    for (const { worker } of started) worker.postMessage('stop');
    const reports = await Promise.all(started.map((s) => s.report));
    const elapsed = (performance.now() - start) / 1000;
    const loadAverage: [number, number] = [loadBefore, loadavg()[0]!];
    await Promise.all(started.map((s) => s.worker.terminate()));
    const all = (pick: (r: ClientsReport) => number[]) => reports.flatMap(pick);
    const sum = (pick: (r: ClientsReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
    const acknowledged = reports.flatMap((r) => r.acknowledged);
    return {
      database: database.kind,
      eventId: venue.eventId,
      venueTables: venue.tables,
      acknowledged,
      options,
      seconds: elapsed,
      loadAverage,
      writes: latencies(all((r) => r.writeMs)),
      reads: latencies(all((r) => r.readMs)),
      tables: venue.tables.length,
      entries: sum((r) => r.entries),
      corrections: sum((r) => r.corrections),
      conflicts: sum((r) => r.conflicts),
      alreadyEntered: sum((r) => r.alreadyEntered),
      errors: reports.flatMap((r) => r.errors),
      ...(await verify(app, db, venue.eventId, venue.tables, acknowledged)),
      ...(pace
        ? {
            offered: offeredRate(
              pace,
              venue.tables.length,
              lists.flat().length,
              headJudges,
              clients - judges - headJudges,
            ),
          }
        : {}),
      ...(files.length > 0 ? { imports: (await imports) ?? [] } : {}),
    };
  } finally {
    await app.close();
    if (db !== database.db) await db.close();
  }
}
