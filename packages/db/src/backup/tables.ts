// The tables a backup holds, parents before the tables whose foreign keys point at them, so rows load in that order.
import type pg from 'pg';

/** The results each event version changed: the triggers write them again as a restore writes the rows back, so a restore empties them first. */
export const RESULT_CHANGES = 'MatchChange';

/**
 * Left out: the migration history (a restore compares it instead: the data fits only the schema it came from), and
 * the event versions and the results they changed, which triggers write again as the rows are written back, so every
 * cached page is read again.
 */
const NOT_BACKED_UP = ['_prisma_migrations', 'EventVersion', RESULT_CHANGES];

/** `tables` ordered so that every table comes after those it refers to; ties by name. A table referring to itself is fine. */
export function parentsFirst(tables: readonly string[], keys: readonly { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting]
      .filter((table) => !keys.some((k) => k.child === table && k.parent !== table && waiting.has(k.parent)))
      .sort();
    if (ready.length === 0) throw new Error(`foreign keys run in a circle among ${[...waiting].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

/** The public tables of the database a backup holds, parents first. */
export async function backedUpTables(client: pg.Client): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const keys = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid WHERE k.contype = 'f'`,
  );
  return parentsFirst(
    tables.rows.map((t) => t.name).filter((name) => !NOT_BACKED_UP.includes(name)),
    keys.rows,
  );
}
