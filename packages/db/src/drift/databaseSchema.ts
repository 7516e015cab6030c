// Reads the same facts as prismaSchema.ts back from a live database's catalog.
import type pg from 'pg';
import type { SchemaModel, Table } from './prismaSchema.ts';

const fkActions: Record<string, string> = { a: 'NOACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SETNULL', d: 'SETDEFAULT' };

function normalizeDefault(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/::[\w\s"]+$/, '');
}

export async function readDatabaseSchema(client: pg.Client | pg.Pool): Promise<SchemaModel> {
  const model: SchemaModel = {};
  const table = (name: string): Table =>
    (model[name] ??= { columns: {}, primaryKey: [], uniques: [], foreignKeys: [] });
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    default: string | null;
  }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'
    ORDER BY c.relname, a.attnum`);
  for (const row of columns.rows) {
    table(row.table_name).columns[row.column_name] = {
      type: row.type.replace(/^"(.*)"$/, '$1'),
      nullable: !row.not_null,
      default: normalizeDefault(row.default),
    };
  }
  const constraints = await client.query<{
    table_name: string;
    type: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
    on_delete: string;
  }>(`
    SELECT c.relname AS table_name, k.contype AS type,
           ARRAY(SELECT attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute ON attrelid = k.conrelid AND attnum = u.n ORDER BY i)::text[] AS columns,
           r.relname AS ref_table,
           ARRAY(SELECT attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute ON attrelid = k.confrelid AND attnum = u.n ORDER BY i)::text[] AS ref_columns,
           k.confdeltype AS on_delete
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_class r ON r.oid = k.confrelid
    WHERE c.relname <> '_prisma_migrations' AND k.contype IN ('p', 'f', 'u')`);
  for (const row of constraints.rows) {
    const t = table(row.table_name);
    if (row.type === 'p') t.primaryKey = row.columns;
    if (row.type === 'u') t.uniques.push(row.columns);
    if (row.type === 'f')
      t.foreignKeys.push({
        columns: row.columns,
        table: row.ref_table!,
        references: row.ref_columns!,
        onDelete: fkActions[row.on_delete]!,
      });
  }
  const uniqueIndexes = await client.query<{ table_name: string; columns: string[] }>(`
    SELECT t.relname AS table_name,
           ARRAY(SELECT attname FROM unnest(i.indkey) WITH ORDINALITY u(n, o) JOIN pg_attribute ON attrelid = i.indrelid AND attnum = u.n ORDER BY o)::text[] AS columns
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
    WHERE i.indisunique AND NOT i.indisprimary AND t.relname <> '_prisma_migrations'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  for (const row of uniqueIndexes.rows) table(row.table_name).uniques.push(row.columns);
  return model;
}

/** Puts list-valued parts in a stable order so two models compare with toEqual. */
export function canonical(model: SchemaModel): SchemaModel {
  const key = (x: unknown) => JSON.stringify(x);
  return Object.fromEntries(
    Object.entries(model)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, t]) => [
        name,
        {
          columns: Object.fromEntries(Object.entries(t.columns).sort(([a], [b]) => a.localeCompare(b))),
          primaryKey: t.primaryKey,
          uniques: t.uniques
            .map(key)
            .sort()
            .map((s) => JSON.parse(s) as string[]),
          foreignKeys: t.foreignKeys
            .map(key)
            .sort()
            .map((s) => JSON.parse(s) as Table['foreignKeys'][number]),
        },
      ]),
  );
}
