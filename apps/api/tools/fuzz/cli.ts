// `npm run fuzz [-- --seed N --requests N]` (#18): bad requests to every route on the embedded database and on
// PostgreSQL (TEST_DATABASE_URL, DATABASE_URL or postgres@127.0.0.1:5432), a table of the answers, exit 1 on a 5xx,
// an unexplained refusal or changed data.
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@tcg/db/testing';
import { buildApp } from '../../src/app.ts';
import { fuzz, passed, type FuzzReport } from './fuzz.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    requests: { type: 'string', default: '10000' },
    database: { type: 'string', default: 'both' },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const requests = Number(values.requests);
const serverUrl =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const kinds =
  values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];

async function run(kind: 'pglite' | 'postgres'): Promise<FuzzReport> {
  delete process.env.DATABASE_URL;
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const database = await createTestDatabase();
  // Every request must reach validation: the write limit would refuse most of them first.
  const app = await buildApp({ db: database.db, writesPerMinute: Number.MAX_SAFE_INTEGER });
  try {
    return await fuzz(app, database.db, { seed, requests });
  } finally {
    await app.close();
    await database.close();
  }
}

function table(reports: [string, FuzzReport][]): string {
  const statuses = [...new Set(reports.flatMap(([, r]) => Object.keys(r.statuses)))].sort();
  const head = ['Database', 'Requests', ...statuses, '5xx', 'Data unchanged'];
  const rows = reports.map(([kind, r]) => [
    kind,
    String(r.requests),
    ...statuses.map((s) => String(r.statuses[Number(s)] ?? 0)),
    String(r.serverErrors),
    r.changedTables.length === 0 ? 'yes' : `no (${r.changedTables.join(', ')})`,
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

console.log(`Fuzzing with --seed ${seed} --requests ${requests}`);
const reports: [string, FuzzReport][] = [];
for (const kind of kinds) {
  const started = Date.now();
  const report = await run(kind);
  reports.push([kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL', report]);
  console.log(
    `${kind}: ${report.requests} requests over ${report.operations} operations in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const problem of report.problems)
    console.log(`  ${problem.status} ${problem.kind}: ${problem.method} ${problem.url}\n    ${problem.body}`);
}
console.log(`\n${table(reports)}`);
process.exitCode = reports.every(([, report]) => passed(report)) ? 0 : 1;
