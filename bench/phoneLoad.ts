import autocannon from 'autocannon';
import { fmt } from './measure.ts';

/** autocannon 8 runs a warm-up first (lib/init.js); its published types do not list the option yet. */
type LoadOptions = autocannon.Options & { warmup: { connections: number; duration: number } };

/**
 * `connections` phones reading `paths` in turn for `seconds` (autocannon in 2 worker threads), after a 2 s warm-up with
 * the same connections, as phones already in the room are; gzip accepted, as every phone's browser does.
 */
export function phoneLoad(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<autocannon.Result> {
  const options: LoadOptions = {
    url: base,
    connections,
    duration: seconds,
    workers: 2,
    warmup: { connections, duration: 2 },
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ path })),
  };
  return autocannon(options);
}

export const loadReading = (r: autocannon.Result) =>
  `${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx`;

/** How a load compares with the same load on the baseline route in the same run. */
export const againstBaseline = (r: autocannon.Result, baseline: autocannon.Result) =>
  `×${(r.requests.average / baseline.requests.average).toFixed(2)} the baseline's req/s, ×${(r.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(2)} its p99`;
