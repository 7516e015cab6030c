import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useRawTestClient } from '../rawTestClient.ts';
import { canonical, readDatabaseSchema } from './databaseSchema.ts';
import { parsePrismaSchema } from './prismaSchema.ts';

const schemaFile = fileURLToPath(new URL('../../../../prisma/schema.prisma', import.meta.url));

describe('schema.prisma and prisma/migrations agree', () => {
  const raw = useRawTestClient();

  it('has the same tables, columns, types, nullability, defaults, unique indexes and foreign keys', async () => {
    const declared = canonical(parsePrismaSchema(await readFile(schemaFile, 'utf8')));
    const migrated = canonical(await readDatabaseSchema(raw.client));
    expect(migrated).toEqual(declared);
  });

  it('notices a column the migrations do not create', () => {
    const declared = parsePrismaSchema('model Event {\n  id String @id @db.Uuid\n  venue String?\n}\n');
    expect(declared.Event!.columns.venue).toEqual({ type: 'text', nullable: true, default: null });
  });
});
