// Test-only helpers: a fresh, migrated database per test file, on PostgreSQL or PGlite.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { EventSettings } from '@tcg/domain/event';
import { announcedSettings } from '@tcg/domain/event/testing';
import { createDb, type Db } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { checksumOf, migrate, readMigrations } from './migrate.ts';

export interface TestDatabase {
  url: string;
  db: Db;
  /** 'postgres' when TEST_DATABASE_URL or DATABASE_URL names a server, else 'pglite'. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/tcg', import.meta.url));

export const testServerUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

/** A new database on the server, migrated, dropped again on close. */
async function onServer(serverUrl: string): Promise<TestDatabase> {
  const name = `tcg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  const db = createDb(url.toString(), { max: 4 });
  return {
    url: url.toString(),
    db,
    kind: 'postgres',
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migrated PGlite data directory, dumped once per set of migrations and loaded in well under a second. */
async function migratedDump(): Promise<Blob | undefined> {
  const key = checksumOf((await readMigrations()).map((m) => m.checksum).join()).slice(0, 16);
  const file = path.join(cacheDir, `pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await startEmbedded({ dataDir: null });
    await migrate(fresh.url);
    const dump = await fresh.dump();
    await fresh.stop();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return dump;
  }
}

async function onPglite(): Promise<TestDatabase> {
  const embedded = await startEmbedded({ dataDir: null, loadDataDir: await migratedDump() });
  const db = createDb(embedded.url, { max: 1 });
  return {
    url: embedded.url,
    db,
    kind: 'pglite',
    async close() {
      await db.close();
      await embedded.stop();
    },
  };
}

export const createTestDatabase = (): Promise<TestDatabase> => {
  const server = testServerUrl();
  return server ? onServer(server) : onPglite();
};

/** A City Championship's settings for a repository test: one day, best of three, 50-minute rounds, 5 Swiss rounds, unlisted promos excluded. */
export const cityChampionship: EventSettings = announcedSettings({
  endDate: '2003-07-01',
  bestOf: 3,
  roundMinutes: 50,
  rounds: 5,
  unlistedPromos: 'exclude',
});
