import { createHash, randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** prisma/migrations of this repository. */
export const migrationsDir = fileURLToPath(new URL('../../../prisma/migrations', import.meta.url));

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// The same table `prisma migrate deploy` keeps, so Prisma's own tools read our history.
const historyTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// The advisory lock key Prisma's migrate takes, so our runner and Prisma's never interleave.
const lockKey = 72707369;

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

function checkHistory(migrations: Migration[], applied: AppliedRow[]) {
  const known = new Map(migrations.map((m) => [m.name, m]));
  for (const row of applied) {
    if (row.rolled_back_at) continue;
    const migration = known.get(row.migration_name);
    if (!row.finished_at) {
      throw new MigrationError(
        `migration ${row.migration_name} failed in an earlier run; fix the database by hand, then mark it rolled back`,
      );
    }
    if (!migration) {
      throw new MigrationError(
        `the database has migration ${row.migration_name}, which this version of the app does not know`,
      );
    }
    if (migration.checksum !== row.checksum) {
      throw new MigrationError(
        `migration ${row.migration_name} was changed after it was applied (checksum differs); restore the original file`,
      );
    }
  }
}

async function applyOne(client: pg.Client, migration: Migration) {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    await client.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [
      id,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new MigrationError(`migration ${migration.name} failed: ${(error as Error).message}`);
  }
}

/** Applies pending migrations in order, each in its own transaction; safe to run twice. Returns the names applied. */
export async function migrate(url: string, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await client.query(historyTable);
    const { rows } = await client.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
    );
    checkHistory(migrations, rows);
    const done = new Set(rows.filter((r) => r.finished_at && !r.rolled_back_at).map((r) => r.migration_name));
    const pending = migrations.filter((m) => !done.has(m.name));
    for (const migration of pending) await applyOne(client, migration);
    return pending.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => {});
    await client.end();
  }
}
