import { buildApp } from './app.ts';
import { openDatabase } from './database.ts';
import { readEnv } from './env.ts';

function die(message: string): never {
  console.error(`tcg-api: ${message}`);
  process.exit(1);
}

async function main() {
  const env = readEnv(process.env);
  const database = await openDatabase(env);
  const app = await buildApp({ db: database.db, bodyLimit: env.bodyLimit, sessionDays: env.sessionDays, appOrigins: env.appOrigins, site: { publicUrl: env.publicUrl, lanUrls: env.lanUrls }, trustProxy: env.trustProxy, snapshotsPerEvent: env.snapshotsPerEvent, writesPerMinute: env.writesPerMinute, logger: { level: env.logLevel } });
  app.log.info(`using the ${database.description}`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server, then the database`);
    await app.close();
    await database.close();
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
