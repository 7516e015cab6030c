import path from 'node:path';
import { readEnvironment, type RawEnv } from '@tcg/contract/environment';

export { EnvError } from '@tcg/contract/environment';

/** The variables the API reads: the rest of the schema is the web app's and `npm start`'s. */
const API_VARIABLES = [
  'DATABASE_URL',
  'TCG_DATA_DIR',
  'API_PORT',
  'API_HOST',
  'LOG_LEVEL',
  'SESSION_DAYS',
  'APP_ORIGINS',
  'PUBLIC_URL',
  'LAN_URLS',
  'TRUST_PROXY',
  'SNAPSHOTS_PER_EVENT',
  'WRITES_PER_MINUTE',
  'SHUTDOWN_TIMEOUT_MS',
] as const;

/**
 * Reads and checks the API's environment (@tcg/contract/environment: every variable, with the README's table); throws one EnvError
 * naming every bad variable, each problem in the words of its own check, `; ` between them.
 */
export function readEnv(env: RawEnv, cwd = process.cwd()) {
  const read = readEnvironment(env, API_VARIABLES);
  return {
    /** A PostgreSQL server, or null for the embedded database. */
    databaseUrl: read.DATABASE_URL ?? null,
    /** Where the embedded database keeps its files. */
    dataDir: path.resolve(cwd, read.TCG_DATA_DIR),
    port: read.API_PORT,
    host: read.API_HOST,
    logLevel: read.LOG_LEVEL,
    /** Largest request body accepted, in bytes. */
    bodyLimit: 1_048_576,
    /** How long a sign-in lasts, in days. */
    sessionDays: read.SESSION_DAYS,
    /** The web app's own origins: CORS and the cross-site request check accept them. */
    appOrigins: read.APP_ORIGINS,
    /** The address links and QR codes use (`npm start -- --lan` sets it), or null: the address the page was opened at. */
    publicUrl: read.PUBLIC_URL[0] ?? null,
    /** Every venue-network address `npm start -- --lan` found. */
    lanUrls: read.LAN_URLS,
    /** The proxies whose `X-Forwarded-For` is believed: the web app's own address by default. */
    trustProxy: read.TRUST_PROXY,
    /** Snapshots kept per event, one taken as each round is published; 0 takes none. */
    snapshotsPerEvent: read.SNAPSHOTS_PER_EVENT,
    /** Writes per minute from one account, or signed out from one address. */
    writesPerMinute: read.WRITES_PER_MINUTE,
    /** How long a stop waits for requests in flight before it ends their connections. */
    shutdownMs: read.SHUTDOWN_TIMEOUT_MS,
  };
}

export type ApiEnv = ReturnType<typeof readEnv>;
