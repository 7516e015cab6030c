// The whole installation (#18) into one file and back, the same way on the embedded database and on PostgreSQL: every
// table's rows read in one REPEATABLE READ transaction (consistent while the app writes), written back in one
// transaction. The audit trail is append-only: a restore keeps the entries written since the backup and adds its own.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  backupRows,
  backupWriter,
  type BackupTrailer,
  type CheckedBackup,
  type Migration,
} from './file.ts';
import { backedUpTables, RESULT_CHANGES } from './tables.ts';

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

/** Rows sent in one INSERT, at most (or fewer, over this many characters). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

/**
 * A connection the database may drop (the app it runs in stopping) or `signal` may cut: the query in flight then fails
 * with one line saying why, instead of an unhandled 'error' event ending the process mid-file.
 */
async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  let lost: Error | null = null;
  client.on('error', (error) => (lost = error));
  const cut = () => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  signal?.addEventListener('abort', cut, { once: true });
  await client.connect();
  try {
    return await work(client);
  } catch (error) {
    if (signal?.aborted)
      throw new BackupFileError(
        `interrupted (${String(signal.reason instanceof Error ? signal.reason.message : signal.reason)})`,
      );
    if (lost || (error instanceof Error && /terminat|ECONNRESET|closed/i.test(error.message))) {
      throw new BackupFileError(
        `the database closed the connection mid-way (${(lost ?? (error as Error)).message}); was the app stopped?`,
      );
    }
    throw error;
  } finally {
    signal?.removeEventListener('abort', cut);
    await client.end().catch(() => {});
  }
}

async function appliedMigrations(client: pg.Client): Promise<Migration[]> {
  const history = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('public."_prisma_migrations"') IS NOT NULL AS exists`,
  );
  if (!history.rows[0]!.exists)
    throw new BackupFileError('the database has no tables yet: start the app once to create them');
  const { rows } = await client.query<Migration>(
    `SELECT migration_name AS name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows;
}

/** Writes every row of the database at `url` into `file`, read as of one moment; answers what it wrote. Cut short (the connection lost, `signal` aborted), no file and no `.part` stays. */
export async function takeBackup(
  url: string,
  file: string,
  source: string,
  signal?: AbortSignal,
): Promise<BackupTrailer & { takenAt: string; tables: number }> {
  return connected(
    url,
    async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const takenAt = (await client.query<{ now: Date }>('SELECT now()')).rows[0]!.now.toISOString();
        const tables = await backedUpTables(client);
        const writer = backupWriter(file, {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          takenAt,
          source,
          migrations: await appliedMigrations(client),
          tables,
        });
        try {
          for (const table of tables) {
            signal?.throwIfAborted();
            await client.query(
              `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`,
            );
            for (;;) {
              const { rows } = await client.query<{ row: string }>('FETCH 1000 FROM backup_rows');
              if (rows.length === 0) break;
              for (const { row } of rows) await writer.row(table, row);
            }
            await client.query('CLOSE backup_rows');
          }
          return { ...(await writer.finish()), takenAt, tables: tables.length };
        } catch (error) {
          await writer.abort();
          throw error;
        }
      } finally {
        // Read only: nothing to commit. A failure here would only hide the error that got us here.
        await client.query('ROLLBACK').catch(() => {});
      }
    },
    signal,
  );
}

function checkMigrations(file: string, backup: Migration[], database: Migration[]): void {
  const key = (list: Migration[]) => list.map((m) => `${m.name} ${m.checksum}`).join('\n');
  if (key(backup) === key(database)) return;
  const last = (list: Migration[]) => list.at(-1)?.name ?? 'none';
  throw new BackupFileError(
    `${file} holds data for another version of the app (its last migration ${last(backup)}, this database's ${last(database)}): restore it with the version that wrote it`,
  );
}

export interface RestoreSummary {
  takenAt: string;
  rows: number;
  tables: number;
  /** Audit entries written after the backup, kept (the audit trail is append-only). */
  auditKept: number;
}

/** Replaces every row of the database at `url` with a checked backup's, in one transaction; audited as done by `actor`. */
export async function restoreBackup(url: string, backup: CheckedBackup, actor: string): Promise<RestoreSummary> {
  const { file, header, trailer } = backup;
  return connected(url, async (client) => {
    checkMigrations(file, header.migrations, await appliedMigrations(client));
    await client.query('BEGIN');
    try {
      // Rows written since the backup go; the audit trail's stay and the backup's missing entries come back.
      await client.query(
        `TRUNCATE ${[...header.tables.filter((t) => t !== 'AuditEntry'), RESULT_CHANGES].map(quoted).join(', ')}`,
      );
      let batch: { table: string; rows: string[]; chars: number } | null = null;
      const flush = async () => {
        if (!batch) return;
        const keep = batch.table === 'AuditEntry' ? ' ON CONFLICT DO NOTHING' : '';
        await client.query(
          `INSERT INTO ${quoted(batch.table)} SELECT * FROM json_populate_recordset(NULL::${quoted(batch.table)}, $1::json)${keep}`,
          [`[${batch.rows.join(',')}]`],
        );
        batch = null;
      };
      for await (const { table, row } of backupRows(backup)) {
        if (batch && (batch.table !== table || batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS))
          await flush();
        batch ??= { table, rows: [], chars: 0 };
        batch.rows.push(row);
        batch.chars += row.length;
      }
      await flush();
      // Every event's version moves on, so each API instance reads its pages again (triggers bumped those with rounds or entries).
      await client.query(`SELECT tcg_bump_version("id") FROM "Event"`);
      const rows = Object.values(trailer.rows).reduce((a, b) => a + b, 0);
      await client.query(
        `INSERT INTO "AuditEntry" ("id", "eventId", "actor", "action", "after") VALUES ($1, NULL, $2, 'installation.restore', $3)`,
        [randomUUID(), actor, JSON.stringify({ file, takenAt: header.takenAt, source: header.source, rows })],
      );
      const audit = await client.query<{ count: string }>(`SELECT count(*) FROM "AuditEntry"`);
      await client.query('COMMIT');
      return {
        takenAt: header.takenAt,
        rows,
        tables: header.tables.length,
        auditKept: Number(audit.rows[0]!.count) - (trailer.rows.AuditEntry ?? 0) - 1,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}
