import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

/** A fresh migrated database of the given kind for one benchmark, or null when that kind cannot be had here. */
export async function openBenchDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<TestDatabase | null> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
  else delete process.env.TEST_DATABASE_URL;
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const database = await createTestDatabase().catch(() => null);
  if (saved !== undefined) process.env.DATABASE_URL = saved;
  return database;
}
