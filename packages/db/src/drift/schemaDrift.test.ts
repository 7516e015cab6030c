import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { canonical, readDatabaseSchema } from './databaseSchema.ts';
import { parsePrismaSchema } from './prismaSchema.ts';

const schemaFile = fileURLToPath(new URL('../../../../prisma/schema.prisma', import.meta.url));

describe('schema.prisma and prisma/migrations agree', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.close();
  });

  it('has the same tables, columns, types, nullability, defaults, unique indexes and foreign keys', async () => {
    const declared = canonical(parsePrismaSchema(await readFile(schemaFile, 'utf8')));
    const migrated = canonical(await readDatabaseSchema(client));
    expect(migrated).toEqual(declared);
  });

  it('notices a column the migrations do not create', () => {
    const declared = parsePrismaSchema('model Event {\n  id String @id @db.Uuid\n  venue String?\n}\n');
    expect(declared.Event!.columns.venue).toEqual({ type: 'text', nullable: true, default: null });
  });
});
