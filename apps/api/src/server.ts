import { buildApp } from './app.ts';
import { openDatabase } from './database.ts';
import { readEnv } from './env.ts';

/** Before the stop's deadline, the time left for the database to close once the requests still running are cut. */
const CLOSE_RESERVE_MS = 2_000;

function die(message: string): never {
  console.error(`tcg-api: ${message}`);
  process.exit(1);
}

async function main() {
  const env = readEnv(process.env);
  const database = await openDatabase(env);
  const app = await buildApp({
    db: database.db,
    bodyLimit: env.bodyLimit,
    sessionDays: env.sessionDays,
    appOrigins: env.appOrigins,
    site: { publicUrl: env.publicUrl, lanUrls: env.lanUrls },
    trustProxy: env.trustProxy,
    snapshotsPerEvent: env.snapshotsPerEvent,
    writesPerMinute: env.writesPerMinute,
    logger: { level: env.logLevel },
  });
  app.log.info(`using the ${database.description}`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server, then the database`);
    // A connection whose request was in flight when the stop began would otherwise idle on for its keep-alive time:
    // each one is closed as soon as it is idle. Requests still running near the deadline are cut, leaving the database
    // time to close; at the deadline the process ends whatever hangs (the data directory's lock then names a dead
    // process, which the next start takes over).
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const reserve = Math.min(CLOSE_RESERVE_MS, env.shutdownMs / 4);
    const cut = setTimeout(() => {
      app.log.warn(
        `still closing ${env.shutdownMs - reserve} ms after ${signal}: ending the requests left (SHUTDOWN_TIMEOUT_MS ${env.shutdownMs})`,
      );
      app.server.closeAllConnections();
    }, env.shutdownMs - reserve);
    setTimeout(() => {
      console.error(`tcg-api: ${signal}: not closed within SHUTDOWN_TIMEOUT_MS (${env.shutdownMs} ms); exiting`);
      process.exit(1);
    }, env.shutdownMs).unref();
    try {
      await app.close();
    } finally {
      clearInterval(idle);
      clearTimeout(cut);
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => die(error instanceof Error ? error.message : String(error)));
