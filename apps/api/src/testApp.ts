// Test-only: the API on a fresh migrated database for one test file (PGlite, or the server in TEST_DATABASE_URL).
import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from './app.ts';

export type TestApi = Awaited<ReturnType<typeof buildApp>>;

export interface TestApp {
  app: TestApi;
  database: TestDatabase;
}

/** Registers the hooks that open the database and the app before the file's tests and close both after. */
export function useTestApp(): TestApp {
  const opened = {} as TestApp;
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    opened.app = await buildApp({ db: opened.database.db });
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.database?.close();
  });
  return opened;
}
