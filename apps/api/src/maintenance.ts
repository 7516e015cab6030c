// The database as the command-line tools reach it (npm run backup / restore): DATABASE_URL's server, the embedded
// database through the app that runs on it, or the embedded database opened here while the app is stopped.
import { dataDirHolder, migrate, startEmbedded } from '@tcg/db/server';
import type { ApiEnv } from './env.ts';

export class MaintenanceError extends Error {
  override name = 'MaintenanceError';
}

export interface MaintenanceDatabase {
  url: string;
  /** Where the data lives, in words. */
  description: string;
  /** The app reached through, when it runs on the embedded database. */
  throughApp: number | null;
  close(): Promise<void>;
}

export interface MaintenanceUse {
  /** Reading only: the embedded database may be reached through the app that runs on it. */
  shareRunning: boolean;
  /** Apply pending migrations first (a restore into a database the app never started on). */
  migrate: boolean;
}

export async function openForMaintenance(env: ApiEnv, use: MaintenanceUse): Promise<MaintenanceDatabase> {
  if (env.databaseUrl) {
    const { hostname, port, pathname } = new URL(env.databaseUrl);
    if (use.migrate) await migrate(env.databaseUrl);
    return {
      url: env.databaseUrl,
      description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
      throughApp: null,
      close: async () => {},
    };
  }
  const description = `the embedded database in ${env.dataDir}`;
  const holder = dataDirHolder(env.dataDir);
  if (holder && use.shareRunning) {
    if (!holder.url)
      throw new MaintenanceError(
        `the app (pid ${holder.pid}) is still starting on ${description}; try again in a moment`,
      );
    return { url: holder.url, description, throughApp: holder.pid, close: async () => {} };
  }
  if (holder) {
    // Its cached pages would outlive the restore: PGlite tells only the connection that made a change about it.
    throw new MaintenanceError(
      `the app is running on ${description} (pid ${holder.pid}): stop it (Ctrl+C where npm start runs), restore, then start it again`,
    );
  }
  const embedded = await startEmbedded({ dataDir: env.dataDir });
  try {
    if (use.migrate) await migrate(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url, description, throughApp: null, close: () => embedded.stop() };
}
