// Every table's rows as text, to show that bad requests changed nothing (#18).
import type { Db } from '@tcg/db';

/**
 * Left out: the migration history, the write counters the write limit keeps for every write request, refused or not,
 * and the refused attempts on results, which the audit trail records by design (at most once per event in 10 minutes).
 */
const COUNTERS = ['_prisma_migrations', 'WriteCount'];
const RECORDED_REFUSALS = `WHERE t.action <> 'RESULT_REFUSED'`;

export type Dump = Record<string, string>;

export async function dumpTables(prisma: Db['prisma']): Promise<Dump> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const dump: Dump = {};
  for (const { name } of tables.filter((t) => !COUNTERS.includes(t.name))) {
    const where = name === 'AuditEntry' ? RECORDED_REFUSALS : '';
    const [rows] = await prisma.$queryRawUnsafe<{ rows: string }[]>(
      `SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') AS rows FROM "${name}" t ${where}`,
    );
    dump[name] = rows!.rows;
  }
  return dump;
}

/** The tables whose rows differ. */
export const changedTables = (before: Dump, after: Dump) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
