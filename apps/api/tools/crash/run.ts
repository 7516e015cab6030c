// The crash test (#18): the real API server (server.ts) killed with SIGKILL at random moments while clients register
// players, pair, publish and enter results; after each restart every acknowledged write must be there and nothing
// half-written. On the embedded database some restarts also find the lock naming another live process (a reused pid).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataDirHolder } from '@tcg/db/server';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../../src/serverProcess.ts';
import { checkDatabase } from './check.ts';
import { Client, nothingAcknowledged, registerOne, ServerGone, swissStep, type Acknowledged } from './workload.ts';

export interface CrashOptions {
  /** 'pglite': a fresh data directory; else a PostgreSQL database URL (fresh and migrated or empty). */
  database: 'pglite' | { url: string };
  kills: number;
  /** Swiss-running clients besides the registration desk. */
  swissClients?: number;
  /** Most writes acknowledged between a restart and the next kill (a random number up to it, then a random moment). */
  maxWrites?: number;
  /** Every n-th restart of the embedded database finds its lock naming another live process. */
  reusedPidEvery?: number;
  log?: (line: string) => void;
}

export interface CrashSummary {
  kills: number;
  acknowledged: { registrations: number; rounds: number; published: number; results: number };
  limited: number;
  /** Restarts that found the lock naming another live process, and started anyway. */
  reusedPidRestarts: number;
  restartMs: { median: number; worst: number };
  lost: string[];
  partial: string[];
}

/** Writes at most every this many ms per client: the stream stays within the per-account write limit (300 a minute). */
const PACE_MS = 120;

/** A client's loop until the server goes away. */
async function stream(step: () => Promise<void>): Promise<void> {
  try {
    for (;;) {
      await step();
      await sleep(PACE_MS * (0.5 + Math.random()));
    }
  } catch (error) {
    if (!(error instanceof ServerGone)) throw error;
  }
}

/** The killed server's lock, rewritten to name a process that started after it (as a pid reused after a crash would). */
function lockNamingAnotherProcess(dataDir: string): () => void {
  const stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
  const file = `${dataDir}.lock`;
  const [, ...rest] = readFileSync(file, 'utf8').split('\n');
  writeFileSync(file, [String(stranger.pid), ...rest].join('\n'));
  return () => stranger.kill();
}

const acknowledgedSoFar = (ack: Acknowledged) =>
  ack.registrations.length + ack.rounds.length + ack.published.length + ack.results.length;

/** Waits until `count` more writes were acknowledged (however slow the machine), up to two minutes. */
async function acknowledgedMore(ack: Acknowledged, count: number): Promise<void> {
  const target = acknowledgedSoFar(ack) + count;
  for (let i = 0; i < 4800 && acknowledgedSoFar(ack) < target; i++) await sleep(25);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runCrashTest(options: CrashOptions): Promise<CrashSummary> {
  const { kills, swissClients = 2, maxWrites = 12, reusedPidEvery = 5, log = () => {} } = options;
  const root = mkdtempSync(path.join(tmpdir(), 'tcg-crash-'));
  const dataDir = path.join(root, 'pglite');
  const port = await freePort();
  const env = {
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    ...(options.database === 'pglite' ? { TCG_DATA_DIR: dataDir } : { DATABASE_URL: options.database.url }),
  };
  const dbUrl = () => (options.database === 'pglite' ? dataDirHolder(dataDir)!.url! : options.database.url);
  const ack = nothingAcknowledged();
  const base = () => `http://127.0.0.1:${port}`;
  const desk = new Client(base, ack);
  const runners = Array.from({ length: swissClients }, () => ({
    client: new Client(base, ack),
    eventId: null as string | null,
  }));
  const summary: CrashSummary = {
    kills: 0,
    acknowledged: { registrations: 0, rounds: 0, published: 0, results: 0 },
    limited: 0,
    reusedPidRestarts: 0,
    restartMs: { median: 0, worst: 0 },
    lost: [],
    partial: [],
  };
  const restarts: number[] = [];
  let server: ServerProcess = startServer(env);
  let deskEvent = '';
  try {
    await waitForHealth(port, server);
    await desk.signIn(0);
    for (const [i, runner] of runners.entries()) await runner.client.signIn(i + 1);
    deskEvent = await desk.createEvent('Registration desk', 0);
    for (let kill = 1; kill <= kills; kill++) {
      const streams = [
        stream(() => registerOne(desk, deskEvent)),
        ...runners.map((runner) =>
          stream(async () => {
            runner.eventId ??= await runner.client.createEvent(`Swiss ${kill}`, 15);
            if (!(await swissStep(runner.client, runner.eventId))) runner.eventId = null;
          }),
        ),
      ];
      // Counted in writes, not seconds: a loaded machine answers slower, and the kill must still land mid-stream.
      await acknowledgedMore(ack, 1 + Math.floor(Math.random() * maxWrites));
      await sleep(Math.random() * PACE_MS * 2);
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(streams);
      summary.kills = kill;
      const release =
        options.database === 'pglite' && kill % reusedPidEvery === 0 ? lockNamingAnotherProcess(dataDir) : null;
      const began = performance.now();
      server = startServer(env);
      try {
        await waitForHealth(port, server);
      } finally {
        release?.();
      }
      restarts.push(performance.now() - began);
      if (release) summary.reusedPidRestarts++;
      const found = await checkDatabase(dbUrl(), ack);
      summary.lost.push(...found.lost.map((l) => `after kill ${kill}: ${l}`));
      summary.partial.push(...found.partial.map((p) => `after kill ${kill}: ${p}`));
      log(
        `kill ${kill}: ${ack.registrations.length} registrations, ${ack.rounds.length} rounds, ${ack.results.length} results acknowledged; ${found.lost.length} lost, ${found.partial.length} half-written; restart ${Math.round(restarts.at(-1)!)} ms`,
      );
      if (found.lost.length + found.partial.length > 0) break;
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(root, { recursive: true, force: true });
  }
  summary.acknowledged = {
    registrations: ack.registrations.length,
    rounds: ack.rounds.length,
    published: ack.published.length,
    results: ack.results.length,
  };
  summary.limited = ack.limited;
  summary.restartMs = { median: Math.round(median(restarts)), worst: Math.round(Math.max(0, ...restarts)) };
  return summary;
}
