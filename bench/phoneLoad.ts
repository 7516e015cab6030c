import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { fmt } from './measure.ts';

/** autocannon 8 runs a warm-up first (lib/init.js); its published types do not list the options used here. */
type LoadOptions = autocannon.Options & {
  warmup: { connections: number; duration: number };
  skipAggregateResult: true;
};

/** One reader thread's figures before aggregation (`skipAggregateResult`): counts, and latencies as an encoded histogram. */
export type ReaderRun = autocannon.Result & { totalCompletedRequests: number };

/** Merges raw runs' histograms (autocannon.js exports it; its published types do not list it). */
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (runs: ReaderRun[], options: { url: string }) => autocannon.Result;
};

/** What one or more reader threads measured together. */
export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * `connections` phones reading `paths` in turn on `base` for `seconds`, after a 2 s warm-up with the same connections,
 * as phones already in the room are; gzip accepted, as every phone's browser does. In a worker thread of their own
 * (`readersWorker.mjs`), so that the caller's thread (a server, or writes being timed) is not theirs.
 */
export function readerThread(base: string, paths: string[], connections: number, seconds: number): Promise<ReaderRun> {
  const options: LoadOptions = {
    url: base,
    connections,
    duration: seconds,
    warmup: { connections, duration: 2 },
    skipAggregateResult: true,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ path })),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./readersWorker.mjs', import.meta.url), { workerData: options });
    worker.once('message', (run: ReaderRun) => resolve(run));
    worker.once('error', reject);
  });
}

export function merged(runs: ReaderRun[]): Load {
  const { latency, errors, timeouts, non2xx } = aggregateResult(runs, { url: 'http://127.0.0.1' });
  const requestsPerSecond = runs.reduce((sum, run) => sum + run.totalCompletedRequests / run.duration, 0);
  return { requestsPerSecond, p50: latency.p50, p99: latency.p99, errors, timeouts, non2xx };
}

/** `connections` phones reading `paths` in turn, split over 2 reader threads. */
export async function phoneLoad(base: string, paths: string[], connections: number, seconds: number): Promise<Load> {
  const half = Math.ceil(connections / 2);
  return merged(
    await Promise.all([
      readerThread(base, paths, half, seconds),
      readerThread(base, paths, connections - half, seconds),
    ]),
  );
}

export const loadReading = (r: Load) =>
  `${fmt(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx`;

/** How a load compares with the same load on the baseline route in the same run. */
export const againstBaseline = (r: Load, baseline: Load) =>
  `×${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} the baseline's req/s, ×${(r.p99 / Math.max(1, baseline.p99)).toFixed(2)} its p99`;
