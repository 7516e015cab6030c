// One worker thread of `npm run load` (#18): judges entering round 1, head judges correcting it, phones reading it.
// Every client has its own keep-alive connection. Saturation: each sends its next request as soon as the last one is
// answered. Paced: each sends on its own schedule (an open-loop clock), and a request's time runs from when it was
// planned, so a client held up by a slow answer counts the wait (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Table } from './venue.ts';

export interface StoredMatch {
  id: string;
  version: number;
  result: { games: { winner?: string }[] } | null;
  outcome: unknown;
}

export interface ClientsData {
  base: string;
  eventId: string;
  bestOf: number;
  tables: Table[];
  /** Each judge's cookie and the tables whose slips it enters. */
  judges: { cookie: string; tables: Table[] }[];
  /** Head judges' cookies: each corrects an entered table, then waits `correctionPauseMs`. */
  headJudges: string[];
  correctionPauseMs: number;
  phones: number;
  /** Absent: saturation. */
  pace?: Pace;
}

export interface Pace {
  /** A phone reads one view every this often, ±25 % jitter. */
  phoneIntervalMs: number;
  /** Each judge's slips are spread evenly over this time (with jitter), so the round's results arrive within it. */
  roundMs: number;
  /** Each head judge corrects one table every this often. */
  correctionEveryMs: number;
}

export interface ClientsReport {
  writeMs: number[];
  readMs: number[];
  /** Every result the API acknowledged (200), as it answered. */
  acknowledged: StoredMatch[];
  entries: number;
  corrections: number;
  /** 409 VERSION_CONFLICT answers: each was resolved from the stored match it carried. */
  conflicts: number;
  /** A judge found the slip already entered as it reads (another judge at a shared table). */
  alreadyEntered: number;
  errors: { method: string; path: string; status: number; body: string }[];
}

const data = workerData as ClientsData;
const report: ClientsReport = {
  writeMs: [],
  readMs: [],
  acknowledged: [],
  entries: 0,
  corrections: 0,
  conflicts: 0,
  alreadyEntered: 0,
  errors: [],
};
let stopped = false;

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on the client's own connection; its time goes to `times`. Transport failures answer status 0. A phone's
 * body is read and dropped unless the request failed (`keep: false`): the client's thread has better things to do.
 */
function send(
  agent: http.Agent,
  times: number[],
  method: 'GET' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: object,
  keep = true,
  start = performance.now(),
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      `${data.base}${path}`,
      {
        method,
        agent,
        timeout: 60_000,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        const kept = keep || response.statusCode !== 200;
        response.on('data', (chunk: Buffer) => kept && chunks.push(chunk));
        response.on('end', () => {
          times.push(performance.now() - start);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
    request.end(payload);
  });
}

function failed(method: string, path: string, answer: Answer) {
  report.errors.push({ method, path, status: answer.status, body: answer.body.slice(0, 300) });
}

const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const games = (winner: string) => Array.from({ length: Math.ceil(data.bestOf / 2) }, () => ({ winner }));
/** Who the slip of table `i` says won: the same for every judge who reads it. */
const slipWinner = (table: Table) =>
  table.id.charCodeAt(table.id.length - 1) % 2 === 0 ? table.playerA : table.playerB;
const winnerOf = (match: StoredMatch) => match.result?.games[0]?.winner;

/** Resolves at `at` (a `performance.now()` time), at once when that has passed. */
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
/** `ms` give or take `spread` of it. */
const jitter = (ms: number, spread: number) => ms * (1 + spread * (2 * Math.random() - 1));

async function read(
  agent: http.Agent,
  path: string,
  headers: Record<string, string> = {},
  keep = true,
  planned?: number,
): Promise<Answer | null> {
  const answer = await send(agent, report.readMs, 'GET', path, headers, undefined, keep, planned);
  if (answer.status === 200) return answer;
  failed('GET', path, answer);
  return null;
}

/** A PUT of a result; 409 hands back the stored match. */
async function put(
  agent: http.Agent,
  cookie: string,
  match: StoredMatch,
  body: object,
): Promise<{ saved: StoredMatch } | { conflict: StoredMatch } | null> {
  const path = `/api/matches/${match.id}/result`;
  const answer = await send(
    agent,
    report.writeMs,
    'PUT',
    path,
    { cookie },
    { version: match.version, eventId: data.eventId, ...body },
  );
  if (answer.status === 200) {
    const { match: saved } = JSON.parse(answer.body) as { match: StoredMatch };
    report.acknowledged.push(saved);
    return { saved };
  }
  if (answer.status === 409) {
    const stored = JSON.parse(answer.body) as { code?: string; match?: StoredMatch };
    if (stored.code === 'VERSION_CONFLICT' && stored.match) {
      report.conflicts++;
      return { conflict: stored.match };
    }
  }
  failed('PUT', path, answer);
  return null;
}

/**
 * A judge enters the slip of each of its tables, as the web app does: read the match, send the result with its version.
 * Paced, slip `k` of `n` is planned at a random moment of the `k`-th `n`-th of the round.
 */
async function judge(cookie: string, tables: Table[], go: number) {
  const agent = connection();
  for (const [k, table] of tables.entries()) {
    if (stopped) break;
    const planned = data.pace ? go + ((k + Math.random()) * data.pace.roundMs) / tables.length : undefined;
    if (planned !== undefined) await until(planned);
    const answer = await read(agent, `/api/matches/${table.id}`, { cookie }, true, planned);
    if (!answer) continue;
    const match = JSON.parse(answer.body) as StoredMatch;
    if (match.result !== null) {
      report.alreadyEntered++;
      continue;
    }
    const outcome = await put(agent, cookie, match, { games: games(slipWinner(table)) });
    if (outcome && 'saved' in outcome) report.entries++;
    // A 409 shows the judge what was entered first: the same slip, or the head judge's correction of it; a judge does not correct.
    else if (outcome) report.alreadyEntered++;
  }
  agent.destroy();
}

/** A head judge corrects an entered table (the other player won), sending again on the stored version after a 409. */
async function headJudge(cookie: string, go: number) {
  const agent = connection();
  const every = data.pace?.correctionEveryMs;
  let planned = every ? go + Math.random() * every : undefined;
  while (!stopped) {
    if (planned !== undefined) await until(planned);
    if (stopped) break;
    const table = data.tables[Math.floor(Math.random() * data.tables.length)]!;
    const answer = await read(agent, `/api/matches/${table.id}`, { cookie }, true, planned);
    let match = answer ? (JSON.parse(answer.body) as StoredMatch) : null;
    for (let tries = 0; match?.result && tries < 5; tries++) {
      const winner = winnerOf(match) === table.playerA ? table.playerB : table.playerA;
      const outcome = await put(agent, cookie, match, {
        games: games(winner),
        reason: 'Slip misread at the table (load test)',
      });
      if (outcome && 'saved' in outcome) report.corrections++;
      match = outcome && 'conflict' in outcome ? outcome.conflict : null;
    }
    if (planned !== undefined) planned += jitter(every!, 0.25);
    else await new Promise((resolve) => setTimeout(resolve, data.correctionPauseMs));
  }
  agent.destroy();
}

/** A phone in the room: pairings, standings so far and one match, again and again, accepting gzip as browsers do. */
async function phone(go: number) {
  const agent = connection();
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const views = [`/api/events/${data.eventId}/rounds/1`, `/api/events/${data.eventId}/standings?round=1`];
  const every = data.pace?.phoneIntervalMs;
  let planned = every ? go + Math.random() * every : undefined;
  for (let i = 0; !stopped; i++) {
    if (planned !== undefined) await until(planned);
    if (stopped) break;
    const table = data.tables[Math.floor(Math.random() * data.tables.length)]!;
    await read(agent, i % 3 === 2 ? `/api/matches/${table.id}` : views[i % 3]!, headers, false, planned);
    if (planned !== undefined) planned += jitter(every!, 0.25);
  }
  agent.destroy();
}

async function run() {
  const go = performance.now();
  const readers = [
    ...data.headJudges.map((cookie) => headJudge(cookie, go)),
    ...Array.from({ length: data.phones }, () => phone(go)),
  ];
  await Promise.all(data.judges.map((j) => judge(j.cookie, j.tables, go)));
  parentPort!.postMessage({ judgesDone: true });
  await Promise.all(readers);
  parentPort!.postMessage({ report });
}

parentPort!.on('message', (message: 'go' | 'stop') => {
  if (message === 'stop') stopped = true;
  else void run();
});
parentPort!.postMessage({ ready: true });
