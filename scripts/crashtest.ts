// npm run crashtest [-- --kills 50] [--db pglite,postgres]: the crash test (#18) on each database, as a Markdown table.
// PostgreSQL: a fresh database on the server in TEST_DATABASE_URL or DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
import { createTestDatabase } from '@tcg/db/testing';
import { runCrashTest, type CrashSummary } from '../apps/api/tools/crash/run.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const kills = Number(option('--kills', '50'));
const kinds = option('--db', 'pglite,postgres').split(',');
process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A fresh migrated database on the PostgreSQL server, dropped afterwards. */
async function onServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await createTestDatabase();
  try {
    return await work(database.url);
  } finally {
    await database.close();
  }
}

const rows: [string, CrashSummary][] = [];
for (const kind of kinds) {
  const log = (line: string) => process.stderr.write(`${kind} ${line}\n`);
  const summary =
    kind === 'postgres'
      ? await onServer((url) => runCrashTest({ database: { url }, kills, log }))
      : await runCrashTest({ database: 'pglite', kills, log });
  rows.push([kind, summary]);
}

console.log(
  '| database | SIGKILLs | acknowledged writes (registrations / rounds paired / published / results) | lost | half-written | restart (median, worst) | lock naming another live process |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [kind, s] of rows) {
  const a = s.acknowledged;
  const lock = kind === 'pglite' ? `${s.reusedPidRestarts} restarts, all recovered` : '—';
  console.log(
    `| ${kind} | ${s.kills} | ${a.registrations + a.rounds + a.published + a.results} (${a.registrations} / ${a.rounds} / ${a.published} / ${a.results}) | ${s.lost.length} | ${s.partial.length} | ${(s.restartMs.median / 1000).toFixed(1)} s, ${(s.restartMs.worst / 1000).toFixed(1)} s | ${lock} |`,
  );
}
for (const [kind, s] of rows) for (const problem of [...s.lost, ...s.partial]) console.log(`${kind}: ${problem}`);
process.exit(rows.some(([, s]) => s.lost.length + s.partial.length > 0 || s.kills < kills) ? 1 : 0);
