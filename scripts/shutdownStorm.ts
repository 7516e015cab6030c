// npm run shutdown:storm [-- <tries>]: issue 32 item 2 run many times on both databases (the embedded one in a fresh
// data directory; on PostgreSQL a database tcg_storm created beside TEST_DATABASE_URL's, default 127.0.0.1:5432). Prints each
// try and a summary line per database; exits 1 if one try did not exit cleanly within the deadline or could not restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stormAtShutdown } from '../apps/api/tools/shutdownStorm.ts';

const tries = Number(process.argv[2] ?? 20);
const server = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
if ((await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'tcg_storm'`)).rowCount === 0)
  await admin.query('CREATE DATABASE tcg_storm');
await admin.end();
const stormUrl = new URL(server);
stormUrl.pathname = '/tcg_storm';
const databases: [string, Record<string, string>][] = [
  ['embedded', { TCG_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'tcg-storm-')), 'pglite') }],
  ['PostgreSQL', { DATABASE_URL: stormUrl.href }],
];
// A small write finishes before the exit; a large one (on this machine, many seconds) is cut near the deadline.
const cases = [
  { write: 'small write', players: 10, deadlineMs: 10_000 },
  { write: 'write past the deadline', players: 400, deadlineMs: 3_000 },
];
let failed = 0;
for (const [name, env] of databases) {
  for (const { write, players, deadlineMs } of cases) {
    const times: number[] = [];
    for (let i = 1; i <= tries; i++) {
      const result = await stormAtShutdown({ ...env, SHUTDOWN_TIMEOUT_MS: String(deadlineMs) }, players);
      const ok = result.exitMs <= deadlineMs + 250 && result.nextStartOk;
      if (!ok) failed++;
      times.push(result.exitMs);
      console.log(
        `${name}, ${write} ${i}/${tries}: exit ${result.exitCode} after ${result.exitMs} ms (deadline ${deadlineMs}), write ${result.write}, next start ${result.nextStartOk ? 'ok' : 'REFUSED'}${ok ? '' : '  FAILED'}`,
      );
    }
    console.log(
      `${name}, ${write}: ${times.length} tries, slowest exit ${Math.max(...times)} ms, median ${[...times].sort((a, b) => a - b)[times.length >> 1]} ms (deadline ${deadlineMs} ms)`,
    );
  }
}
process.exit(failed === 0 ? 0 : 1);
