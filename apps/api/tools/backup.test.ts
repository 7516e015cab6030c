import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { restoreBackup, takeBackup, verifyBackup } from '@tcg/db/server';
import { testServerUrl } from '@tcg/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { openDatabase } from '../src/database.ts';
import { readEnv } from '../src/env.ts';
import { runRestore } from './restore.ts';
import { eventKit } from '../src/eventTestKit.ts';
import { useTestApp } from '../src/testApp.ts';

const root = mkdtempSync(join(tmpdir(), 'tcg-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every table's rows as text, sorted (the audit trail as its ids), and nothing else: what "the same data" means. */
async function dumpOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('EventVersion', 'MatchChange', 'AuditEntry') ORDER BY 1`,
    );
    const dump: Record<string, string[]> = {};
    for (const { name } of tables.rows)
      dump[name] = (await client.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t ORDER BY 1`)).rows.map(
        (r) => r.row,
      );
    const audit = (
      await client.query<{ id: string; action: string }>(
        `SELECT "id", "action" FROM "AuditEntry" ORDER BY "createdAt", "id"`,
      )
    ).rows;
    return { dump, audit };
  } finally {
    await client.end();
  }
}

/** The file with its lines unzipped, changed by `change`, and zipped again. */
function rewrite(file: string, change: (lines: string[]) => string[]): string {
  const changed = `${file}.changed`;
  writeFileSync(changed, gzipSync(change(gunzipSync(readFileSync(file)).toString('utf8').split('\n')).join('\n')));
  return changed;
}

describe('the whole installation: takeBackup and restoreBackup (#18)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const file = join(root, 'installation.tcgbackup');

  it('gives back identical data after changes, keeping the audit entries written since', async () => {
    const event = await kit.createEvent({ name: 'Vermilion Open', rounds: 3 });
    await kit.registerMany(event.id, 6);
    await kit.playRound(event.id);
    const kept = await kit.createEvent({ name: 'Pewter Open' });
    const before = await dumpOf(api.database.url);

    const written = await takeBackup(api.database.url, file, 'the test database');
    expect(written.rows).toMatchObject({ Event: 2, Registration: 6, Round: 1, EventSnapshot: 1 });
    const checked = await verifyBackup(file);
    expect(checked.header).toMatchObject({
      format: 'tcg-backup',
      version: 1,
      source: 'the test database',
      takenAt: written.takenAt,
    });
    expect(checked.header.tables.indexOf('Event')).toBeLessThan(checked.header.tables.indexOf('Round'));

    await kit.playRound(event.id);
    await kit.registerMany(kept.id, 2);
    await kit.ok('PATCH', `/api/events/${event.id}`, { roundMinutes: 45 });
    await kit.createEvent({ name: 'Added after the backup' });
    expect((await dumpOf(api.database.url)).dump).not.toEqual(before.dump);

    const restored = await restoreBackup(api.database.url, checked, 'test restore');
    const after = await dumpOf(api.database.url);
    expect(after.dump).toEqual(before.dump);
    const since = after.audit.filter((a) => !before.audit.some((b) => b.id === a.id));
    expect(after.audit.slice(0, before.audit.length)).toEqual(before.audit);
    expect(since.map((a) => a.action)).toEqual(
      expect.arrayContaining(['round.publish', 'event.update', 'event.create', 'installation.restore']),
    );
    expect(restored).toMatchObject({
      takenAt: written.takenAt,
      rows: Object.values(written.rows).reduce((a, b) => a + b, 0),
      auditKept: since.length - 1,
    });
  });

  it('writes a large backup to its end: it verifies and restores to the same rows', { timeout: 300_000 }, async () => {
    const client = new pg.Client({ connectionString: api.database.url });
    await client.connect();
    const contents = async () =>
      (
        await client.query<{ md5: string; n: number }>(
          `SELECT md5(string_agg(t::text, '' ORDER BY id)), count(*)::int AS n FROM "CustomFormat" t`,
        )
      ).rows[0]!;
    try {
      // About 20 MB of hex that gzip can only halve: the writer waits for gzip to drain many times over.
      await client.query(`INSERT INTO "CustomFormat" (id, name, definition)
        SELECT 'large-' || i, 'Large ' || i, jsonb_build_object('noise', (SELECT string_agg(md5(random()::text || g || i), '') FROM generate_series(1, 300) AS g))
        FROM generate_series(1, 2000) AS i`);
      const before = await contents();
      const large = join(root, 'large.tcgbackup');
      const written = await takeBackup(api.database.url, large, 'the test database');
      expect(existsSync(`${large}.part`)).toBe(false);
      expect(statSync(large).size).toBeGreaterThan(5_000_000);
      const checked = await verifyBackup(large);
      expect(checked.trailer).toEqual({ checksum: written.checksum, rows: written.rows });
      await client.query(`DELETE FROM "CustomFormat" WHERE id LIKE 'large-%'`);
      await restoreBackup(api.database.url, checked, 'test restore');
      expect(await contents()).toEqual(before);
      expect(before.n).toBeGreaterThanOrEqual(2000);
    } finally {
      await client.query(`DELETE FROM "CustomFormat" WHERE id LIKE 'large-%'`);
      await client.end();
    }
  });

  it.each<[string, (lines: string[]) => string[], string]>([
    [
      'a changed row',
      (lines) => lines.map((line) => line.replace('"Vermilion Open"', '"Vermilion Closed"')),
      'is damaged: its contents do not match the checksum written with them',
    ],
    [
      'a changed header',
      (lines) => [lines[0]!.replace('the test database', 'elsewhere'), ...lines.slice(1)],
      'is damaged',
    ],
    ['a row left out', (lines) => lines.filter((line) => !line.startsWith('Round\t')), 'is damaged'],
    ['the end cut off', (lines) => lines.slice(0, -3), 'is incomplete: it ends without the checksum line'],
    ['another file', () => ['{"name":"not a backup"}'], 'is not a TCG Tournaments backup'],
  ])('refuses %s with a clear message, and changes nothing', async (_, change, message) => {
    const before = await dumpOf(api.database.url);
    await expect(verifyBackup(rewrite(file, change))).rejects.toThrow(message);
    expect(await dumpOf(api.database.url)).toEqual(before);
  });

  it('an interrupted backup (stopped before or mid-way, its connection cut) leaves no file and no .part, and says why in one line (issue 32 item 8)', async () => {
    const cut = join(root, 'interrupted.tcgbackup');
    const before = new AbortController();
    before.abort(new Error('stopped by SIGTERM'));
    await expect(takeBackup(api.database.url, cut, 'the test database', before.signal)).rejects.toThrow(
      /^interrupted \(stopped by SIGTERM\)$/,
    );
    expect([existsSync(cut), existsSync(`${cut}.part`)]).toEqual([false, false]);

    const midway = new AbortController();
    const watch = setInterval(() => existsSync(`${cut}.part`) && midway.abort(new Error('stopped by SIGINT')), 0);
    const taken = await takeBackup(api.database.url, cut, 'the test database', midway.signal).then(
      () => null,
      (error: Error) => error.message,
    );
    clearInterval(watch);
    if (taken !== null)
      expect(taken).toMatch(
        /^interrupted \(stopped by SIGINT\)$|^the database closed the connection mid-way \([^\n]*\); was the app stopped\?$/,
      );
    expect(existsSync(`${cut}.part`)).toBe(false);
    expect(existsSync(cut)).toBe(taken === null);
    // The database is still usable after the cut connection.
    expect((await dumpOf(api.database.url)).dump.Event).toBeDefined();
  });

  it('refuses bytes that are not gzip, and a file cut short, saying so', async () => {
    writeFileSync(`${file}.text`, 'hello');
    await expect(verifyBackup(`${file}.text`)).rejects.toThrow('is not a readable backup');
    writeFileSync(`${file}.short`, readFileSync(file).subarray(0, 200));
    await expect(verifyBackup(`${file}.short`)).rejects.toThrow(/is not a readable backup|is incomplete/);
  });

  it('refuses a backup of another version of the schema', async () => {
    const other = rewrite(file, (lines) => lines);
    const checked = await verifyBackup(other);
    checked.header.migrations = checked.header.migrations.slice(0, -1);
    const before = await dumpOf(api.database.url);
    await expect(restoreBackup(api.database.url, checked, 'test restore')).rejects.toThrow(
      'holds data for another version of the app',
    );
    expect(await dumpOf(api.database.url)).toEqual(before);
  });

  it.runIf(testServerUrl() !== null)(
    'npm run backup and restore on PostgreSQL while the app runs: its cached pages show the restored data',
    async () => {
      const env = { DATABASE_URL: api.database.url };
      const event = await kit.createEvent({ name: 'Lavender Cup' });
      await kit.registerMany(event.id, 4);
      const standings = await kit.standings(event.id);
      const lines: string[] = [];
      expect(await runBackup(join(root, 'live.tcgbackup'), env, (line) => lines.push(line))).toBe(0);
      expect(lines[0]).toMatch(/^Backup of PostgreSQL at 127\.0\.0\.1:5432\/tcg_test_\w+ as of /);
      await kit.playRound(event.id);
      expect(await kit.standings(event.id)).not.toEqual(standings);
      expect(await runRestore(lines[1], env, (line) => lines.push(line))).toBe(0);
      await expect.poll(() => kit.standings(event.id)).toEqual(standings);
    },
  );
});

// The embedded database's own commands: run once, in the PGlite tier (a fresh data directory migrates from scratch).
describe.runIf(testServerUrl() === null)(
  'npm run backup / npm run restore -- <file> on the embedded database (#18)',
  () => {
    const env = { TCG_DATA_DIR: join(root, 'data') };
    const run = async (command: typeof runBackup, arg: string | undefined) => {
      const lines: string[] = [];
      return { code: await command(arg, env, (line) => lines.push(line)), lines };
    };

    /** The embedded database open as the running app holds it, for the time of `work`. */
    async function whileAppRuns<T>(
      work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
    ): Promise<T> {
      const app = await openDatabase(readEnv(env));
      try {
        return await work(app.db);
      } finally {
        await app.close();
      }
    }

    it(
      'backs up while the app runs, restores once it is stopped, and refuses a damaged file',
      { timeout: 240_000 },
      async () => {
        const file = await whileAppRuns(async (db) => {
          await db.prisma.customFormat.create({ data: { id: 'house', name: 'House rules', definition: {} } });
          const backup = await run(runBackup, join(root, 'backups'));
          expect(backup.code).toBe(0);
          expect(backup.lines[0]).toMatch(
            /^Backup of the embedded database in .*data \(through the running app, pid \d+\) as of .*: \d+ rows in \d+ tables, \d+ kB$/,
          );
          expect(backup.lines[1]).toMatch(/backups\/tcg-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tcgbackup$/);
          await db.prisma.customFormat.update({ where: { id: 'house' }, data: { name: 'Changed' } });
          await expect(run(runRestore, backup.lines[1])).rejects.toThrow(
            /the app is running on the embedded database in .* \(pid \d+\): stop it/,
          );
          return backup.lines[1]!;
        });

        const damaged = rewrite(file, (lines) => lines.map((line) => line.replace('House rules', 'House ruins')));
        await expect(run(runRestore, damaged)).rejects.toThrow('is damaged');
        const restored = await run(runRestore, file);
        expect(restored.code).toBe(0);
        expect(restored.lines[0]).toMatch(
          /^Restored the embedded database in .* to .* \(the backup of the embedded database in .*\): \d+ rows in \d+ tables\.$/,
        );

        await whileAppRuns(async (db) => {
          expect((await db.prisma.customFormat.findUnique({ where: { id: 'house' } }))?.name).toBe('House rules');
          expect(await db.prisma.auditEntry.count({ where: { action: 'installation.restore' } })).toBe(1);
        });
        expect((await run(runRestore, undefined)).code).toBe(2);
      },
    );
  },
);
