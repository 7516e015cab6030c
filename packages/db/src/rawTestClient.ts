// Test-only: a plain pg client on a fresh migrated database for one test file, for tests that read the catalog tables.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';

/** Opens the database and the client before the file's tests and closes both after; read `.client` inside tests. */
export function useRawTestClient(): { client: pg.Client } {
  const opened = {} as { client: pg.Client; database: TestDatabase };
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    opened.client = new pg.Client({ connectionString: opened.database.url });
    await opened.client.connect();
  });
  afterAll(async () => {
    await opened.client?.end();
    await opened.database?.close();
  });
  return opened;
}
