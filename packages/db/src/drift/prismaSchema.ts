// Reads the parts of schema.prisma that decide the database: tables, columns, types, nullability, defaults, unique indexes, foreign keys.
export interface Column {
  type: string;
  nullable: boolean;
  default: string | null;
}

export interface ForeignKey {
  columns: string[];
  table: string;
  references: string[];
  onDelete: string;
}

export interface Table {
  columns: Record<string, Column>;
  primaryKey: string[];
  uniques: string[][];
  foreignKeys: ForeignKey[];
}

export type SchemaModel = Record<string, Table>;

const scalarTypes: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Float: 'double precision',
};

const nativeTypes: Record<string, string> = {
  Uuid: 'uuid',
  'Timestamptz(3)': 'timestamp(3) with time zone',
  Date: 'date',
  Text: 'text',
  Json: 'json',
};

function defaultOf(attrs: string, type: string, enums: Set<string>): string | null {
  const match = /@default\((.*?)\)(?:\s|$)/.exec(attrs);
  if (!match) return null;
  const value = match[1]!;
  if (value === 'now()') return 'CURRENT_TIMESTAMP';
  if (value === 'uuid()' || value === 'cuid()') return null;
  const generated = /^dbgenerated\("(.*)"\)$/.exec(value);
  if (generated) return generated[1]!;
  if (value.startsWith('"')) return `'${value.slice(1, -1)}'`;
  if (enums.has(type)) return `'${value}'`;
  return value;
}

const list = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parsePrismaSchema(text: string): SchemaModel {
  const enums = new Set([...text.matchAll(/^enum (\w+) \{/gm)].map((m) => m[1]!));
  const modelNames = new Set([...text.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]!));
  const model: SchemaModel = {};
  for (const [, name, body] of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table: Table = { columns: {}, primaryKey: [], uniques: [], foreignKeys: [] };
    for (const raw of body!.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('//')) continue;
      const blockUnique = /^@@unique\(\[(.*?)\]/.exec(line);
      if (blockUnique) table.uniques.push(list(blockUnique[1]!));
      const blockId = /^@@id\(\[(.*?)\]/.exec(line);
      if (blockId) table.primaryKey = list(blockId[1]!);
      if (line.startsWith('@@')) continue;
      const [field, typeToken = '', ...rest] = line.split(/\s+/);
      const attrs = rest.join(' ');
      const baseType = typeToken.replace(/[?[\]]/g, '');
      const relation = /@relation\((?:"\w+",\s*)?fields: \[(.*?)\], references: \[(.*?)\](?:, onDelete: (\w+))?/.exec(
        attrs,
      );
      if (relation) {
        table.foreignKeys.push({
          columns: list(relation[1]!),
          table: baseType,
          references: list(relation[2]!),
          onDelete: (relation[3] ?? 'Restrict').toUpperCase(),
        });
      }
      if (modelNames.has(baseType)) continue;
      const native = /@db\.([\w()]+)/.exec(attrs)?.[1];
      const type = native ? nativeTypes[native] : enums.has(baseType) ? baseType : scalarTypes[baseType];
      if (!type)
        throw new Error(`schema.prisma: ${name}.${field} has a type the drift check does not know: ${typeToken}`);
      const scalarList = typeToken.endsWith('[]');
      table.columns[field!] = scalarList
        ? { type: `${type}[]`, nullable: false, default: /@default\(\[\]\)/.test(attrs) ? `ARRAY[]::${type}[]` : null }
        : { type, nullable: typeToken.endsWith('?'), default: defaultOf(attrs, baseType, enums) };
      if (/@id\b/.test(attrs)) table.primaryKey = [field!];
      if (/@unique\b/.test(attrs)) table.uniques.push([field!]);
    }
    model[name!] = table;
  }
  return model;
}
