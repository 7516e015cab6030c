import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readShortCode } from '@tcg/domain/event';
import { startEmbedded } from './embedded.ts';
import { checksumOf, migrate, MigrationError, migrationsDir, readMigrations } from './migrate.ts';
import { testServerUrl } from './testing.ts';

/** An empty database (no migrations applied) on the test server or in PGlite. */
async function emptyDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const server = testServerUrl();
  if (!server) {
    const embedded = await startEmbedded({ dataDir: null });
    return { url: embedded.url, close: () => embedded.stop() };
  }
  const name = `tcg_migrate_${Math.floor(Math.random() * 1e9)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function copyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tcg-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  return dir;
}

describe('migration runner', () => {
  let database: { url: string; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    database = await emptyDatabase();
    const all = await readMigrations();
    expect(await migrate(database.url)).toEqual(all.map((m) => m.name));
    expect(await migrate(database.url)).toEqual([]);
    const rows = await query<{
      id: string;
      checksum: string;
      migration_name: string;
      finished_at: Date | null;
      applied_steps_count: number;
      rolled_back_at: Date | null;
    }>(database.url, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows).toHaveLength(all.length);
    for (const [i, row] of rows.entries()) {
      expect(row.migration_name).toBe(all[i]!.name);
      expect(row.checksum).toBe(checksumOf(all[i]!.sql));
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    database = await emptyDatabase();
    const dir = await copyOfMigrations();
    await migrate(database.url, dir);
    const [first] = await readMigrations(dir);
    await writeFile(path.join(dir, first!.name, 'migration.sql'), `${first!.sql}\n-- edited\n`);
    await expect(migrate(database.url, dir)).rejects.toThrow(
      new MigrationError(
        `migration ${first!.name} was changed after it was applied (checksum differs); restore the original file`,
      ),
    );
  });

  it('rolls a failing migration back whole and names it', async () => {
    database = await emptyDatabase();
    const dir = await copyOfMigrations();
    await mkdir(path.join(dir, '29990101000000_broken'));
    await writeFile(
      path.join(dir, '29990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER);\nSELECT no_such_function();\n',
    );
    await expect(migrate(database.url, dir)).rejects.toThrow(/migration 29990101000000_broken failed/);
    const tables = await query<{ table_name: string }>(
      database.url,
      `SELECT table_name FROM information_schema.tables WHERE table_name IN ('Half', 'Event')`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['Event']);
    const recorded = await query<{ migration_name: string }>(
      database.url,
      'SELECT migration_name FROM "_prisma_migrations"',
    );
    expect(recorded.map((r) => r.migration_name)).not.toContain('29990101000000_broken');
  });

  it('gives every event already there a short code of its own, and every new event one (#31)', async () => {
    database = await emptyDatabase();
    const before = await copyOfMigrations();
    await rm(path.join(before, '20261225050000_event_short_code'), { recursive: true });
    await migrate(database.url, before);
    await query(
      database.url,
      `INSERT INTO "Event" ("id", "name", "format") SELECT gen_random_uuid(), 'Cup ' || n, 'modified' FROM generate_series(1, 60) AS n`,
    );
    expect(await migrate(database.url)).toEqual(['20261225050000_event_short_code']);
    await query(
      database.url,
      `INSERT INTO "Event" ("id", "name", "format") VALUES (gen_random_uuid(), 'New cup', 'modified')`,
    );
    const codes = (await query<{ shortCode: string }>(database.url, 'SELECT "shortCode" FROM "Event"')).map(
      (e) => e.shortCode,
    );
    expect(codes).toHaveLength(61);
    expect(new Set(codes).size).toBe(61);
    for (const code of codes) expect(readShortCode(code)).toBe(code);
  });
});
