import { performance } from 'node:perf_hooks';

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
