import { createDb, type Db } from '@tcg/db';
import { migrate, startEmbedded } from '@tcg/db/server';
import type { ApiEnv } from './env.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export interface OpenDatabase {
  db: Db;
  /** Where the data lives, for the start-up log. */
  description: string;
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

function explain(error: unknown, where: string): StartupError {
  const err = error as NodeJS.ErrnoException;
  const reason = err.code && err.code.startsWith('E') ? `${err.code}` : err.message;
  return new StartupError(`cannot use the database at ${where}: ${reason}`);
}

/** DATABASE_URL's server, or the embedded database in the data directory; migrated either way. */
export async function openDatabase(env: ApiEnv): Promise<OpenDatabase> {
  if (env.databaseUrl) {
    const where = describeUrl(env.databaseUrl);
    await migrate(env.databaseUrl).catch((error: unknown) => {
      throw error instanceof Error && error.name === 'MigrationError'
        ? new StartupError(error.message)
        : explain(error, where);
    });
    const db = createDb(env.databaseUrl);
    return { db, description: `PostgreSQL at ${where}`, close: () => db.close() };
  }
  const embedded = await startEmbedded({ dataDir: env.dataDir }).catch((error: unknown) => {
    throw new StartupError((error as Error).message);
  });
  try {
    await migrate(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw new StartupError((error as Error).message);
  }
  // PGlite runs one query at a time; a second connection would wait behind an open transaction.
  const db = createDb(embedded.url, { max: 1 });
  return {
    db,
    description: `embedded database in ${env.dataDir}`,
    async close() {
      await db.close();
      await embedded.stop();
    },
  };
}
