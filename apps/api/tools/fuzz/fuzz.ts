// Issue #18: bad requests to every route of the OpenAPI document, each one the API must refuse with a 4xx JSON error
// naming the problem, never a 5xx, and with every table as it was.
import type { Db } from '@tcg/db';
import type { buildApp } from '../../src/app.ts';
import { badDraft, injectOptions, type Context } from './badInput.ts';
import { changedTables, dumpTables } from './dump.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi.ts';
import { seededRandom, type Random } from './random.ts';
import { seedData, type Seeded } from './seedData.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface FuzzOptions {
  seed: number;
  requests: number;
}

export interface Problem {
  kind: string;
  method: string;
  url: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  statuses: Record<number, number>;
  serverErrors: number;
  /** 4xx answers that are not a JSON error with a code and a message. */
  unexplained: number;
  /** Writes refused by construction that the API accepted anyway (2xx). */
  accepted: number;
  changedTables: string[];
  problems: Problem[];
}

function knownIds(seeded: Seeded) {
  return (operation: Operation, name: string): string | null => {
    if (name === 'id')
      return operation.path.startsWith('/api/matches/')
        ? seeded.matchId
        : operation.path.startsWith('/api/events/')
          ? seeded.eventId
          : null;
    return (
      (
        { playerId: seeded.playerId, dciNumber: seeded.dciNumber, n: '1', number: '1', table: '1' } as Record<
          string,
          string
        >
      )[name] ?? null
    );
  };
}

/** Each operation once per cycle, cycles in seeded order. */
function* schedule(operations: Operation[], random: Random, requests: number) {
  for (let sent = 0; sent < requests;) {
    const order = [...operations].sort(() => random.next() - 0.5);
    for (const operation of order.slice(0, requests - sent)) {
      sent++;
      yield operation;
    }
  }
}

const explained = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return typeof parsed.code === 'string' && typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
};

/** Seeds the data, sends the bad requests, compares every table before and after. */
export async function fuzz(app: App, db: Db, { seed, requests }: FuzzOptions): Promise<FuzzReport> {
  const seeded = await seedData(app);
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  const operations = operationsOf(document);
  const random = seededRandom(seed);
  const context: Context = { random, components: document.components?.schemas ?? {}, known: knownIds(seeded) };
  const report: FuzzReport = {
    requests: 0,
    operations: operations.length,
    statuses: {},
    serverErrors: 0,
    unexplained: 0,
    accepted: 0,
    changedTables: [],
    problems: [],
  };
  const before = await dumpTables(db.prisma);
  for (const operation of schedule(operations, random, requests)) {
    const draft = badDraft(operation, context);
    const options = injectOptions(operation, draft, random.chance(0.5) ? seeded.cookie : '');
    const response = await app.inject(options);
    const status = response.statusCode;
    report.requests++;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    const wrong =
      status >= 500
        ? 'serverErrors'
        : status >= 400
          ? explained(response.body)
            ? null
            : 'unexplained'
          : operation.method === 'GET'
            ? null
            : 'accepted';
    if (!wrong) continue;
    report[wrong]++;
    if (report.problems.length < 50)
      report.problems.push({
        kind: draft.kind,
        method: operation.method,
        url: options.url.slice(0, 200),
        status,
        body: response.body.slice(0, 300),
      });
  }
  report.changedTables = changedTables(before, await dumpTables(db.prisma));
  return report;
}

/** The report passes: no 5xx, every refusal explained, nothing changed. */
export const passed = (report: FuzzReport) =>
  report.serverErrors === 0 && report.unexplained === 0 && report.changedTables.length === 0;
