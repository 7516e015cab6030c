import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Timing {
  median: number;
  worst: number;
  runs: number;
}

/** Runs fn `runs` times after a short warm-up; milliseconds. */
export async function measure(fn: () => unknown, runs: number, warmup = Math.min(3, runs)): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)!, runs };
}

/** Operations per second of a cheap function, measured over about `ms` milliseconds. */
export function throughput(fn: () => unknown, ms = 500): number {
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    count += 100;
  }
  return count / ((performance.now() - start) / 1000);
}

export const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

export interface BenchRow {
  benchmark: string;
  size: string;
  result: string;
  target: string;
}

export interface Bench {
  name: string;
  run(): Promise<BenchRow[]>;
}

export interface PeakMemory {
  /** The most the heap grew above where it stood when fn began, in MB. */
  heapMb: number;
  /** The most the process's resident set grew, in MB (an embedded database's memory counts here). */
  rssMb: number;
}

/** The peak memory growth while fn runs once, sampled every `everyMs` milliseconds (after a collection when node runs with --expose-gc). */
export async function peakMemory(fn: () => unknown, everyMs = 2): Promise<PeakMemory> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  let peak = { heap: start.heapUsed, rss: start.rss };
  const sample = () => {
    const now = process.memoryUsage();
    peak = { heap: Math.max(peak.heap, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
  };
  const timer = setInterval(sample, everyMs);
  try {
    await fn();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { heapMb: (peak.heap - start.heapUsed) / 1_048_576, rssMb: (peak.rss - start.rss) / 1_048_576 };
}

/** A full collection, so a memory reading holds only what is still referenced (node need not run with --expose-gc). */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * The process's memory after a full collection, in bytes: the live heap, and the resident memory outside the heap's
 * committed pages (sockets' native state, buffers), which V8 growing or shrinking its heap does not move.
 */
export async function settledMemory(): Promise<{ heap: number; outsideHeap: number }> {
  collectGarbage();
  // Memory freed by the collection (buffers, sockets' native state) is handed back in the next turns of the loop.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  collectGarbage();
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  return { heap: heapUsed, outsideHeap: rss - heapTotal };
}
