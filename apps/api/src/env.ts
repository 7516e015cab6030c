import { isIP } from 'node:net';
import path from 'node:path';

export class EnvError extends Error {
  override name = 'EnvError';
}

export interface ApiEnv {
  /** A PostgreSQL server, or null for the embedded database. */
  databaseUrl: string | null;
  /** Where the embedded database keeps its files. */
  dataDir: string;
  port: number;
  host: string;
  logLevel: string;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** How long a sign-in lasts, in days. */
  sessionDays: number;
  /** The web app's own origins: CORS and the cross-site request check accept them. */
  appOrigins: string[];
  /** The address links and QR codes use (PUBLIC_URL; `npm start -- --lan` sets it), or null: the address the page was opened at. */
  publicUrl: string | null;
  /** Every venue-network address `npm start -- --lan` found (LAN_URLS). */
  lanUrls: string[];
  /** The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY): the web app's own address by default. */
  trustProxy: string[];
  /** Snapshots kept per event, one taken as each round is published (SNAPSHOTS_PER_EVENT); 0 takes none. */
  snapshotsPerEvent: number;
  /** Writes per minute from one account, or signed out from one address (WRITES_PER_MINUTE). */
  writesPerMinute: number;
  /** How long a stop waits for requests in flight before it ends their connections (SHUTDOWN_TIMEOUT_MS). */
  shutdownMs: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new EnvError(`${name} must be a port number from 0 to 65535, not "${raw}"`);
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EnvError('DATABASE_URL is not a valid URL; expected postgresql://user@host:5432/database');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new EnvError(`DATABASE_URL must start with postgresql://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new EnvError('DATABASE_URL names no host; expected postgresql://user@host:5432/database');
  return raw;
}

function parseSessionDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 14;
  const days = Number(raw);
  if (!(days > 0 && days <= 365))
    throw new EnvError(`SESSION_DAYS must be a number of days from 1 to 365, not "${raw}"`);
  return days;
}

function parseSnapshots(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 10;
  const kept = Number(raw);
  if (!(Number.isInteger(kept) && kept >= 0 && kept <= 1000))
    throw new EnvError(`SNAPSHOTS_PER_EVENT must be a whole number from 0 to 1000, not "${raw}"`);
  return kept;
}

function parseShutdownMs(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 10_000;
  const ms = Number(raw);
  if (!(Number.isInteger(ms) && ms >= 100 && ms <= 600_000))
    throw new EnvError(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, not "${raw}"`);
  return ms;
}

function parseWritesPerMinute(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 300;
  const writes = Number(raw);
  if (!(Number.isInteger(writes) && writes >= 1 && writes <= 1_000_000))
    throw new EnvError(`WRITES_PER_MINUTE must be a whole number from 1 to 1000000, not "${raw}"`);
  return writes;
}

const originOf = (raw: string) => {
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
};

function parseOrigins(raw: string | undefined, name = 'APP_ORIGINS'): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const bad = origins.find((origin) => originOf(origin) !== origin);
  if (bad !== undefined) throw new EnvError(`${name} must list origins like https://tcg.example.org, not "${bad}"`);
  return origins;
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxy = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (PROXY_RANGES.includes(entry)) return true;
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** TRUST_PROXY: addresses, CIDR ranges or loopback/linklocal/uniquelocal; unset, only this machine (the web app beside the API). */
function parseTrustProxy(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return ['loopback'];
  const bad = entries.find((e) => !isProxy(e));
  if (bad !== undefined)
    throw new EnvError(`TRUST_PROXY must list addresses, CIDR ranges or ${PROXY_RANGES.join('/')}, not "${bad}"`);
  return entries;
}

function parseLogLevel(raw: string | undefined): string {
  const logLevel = raw ?? 'info';
  if (!logLevels.includes(logLevel))
    throw new EnvError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${logLevel}"`);
  return logLevel;
}

/**
 * Reads and validates the API's environment (every variable is in `environment.ts`, with the README's table); throws
 * one EnvError naming every bad variable, each problem in the words of its own check, `; ` between them.
 */
export function readEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ApiEnv {
  const problems: string[] = [];
  const read = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      problems.push(error.message);
      return fallback;
    }
  };
  const apiEnv: ApiEnv = {
    databaseUrl: read(() => parseDatabaseUrl(env.DATABASE_URL), null),
    dataDir: path.resolve(cwd, env.TCG_DATA_DIR ?? '.data/pglite'),
    port: read(() => parsePort(env.API_PORT, 'API_PORT', 3001), 3001),
    host: env.API_HOST ?? '127.0.0.1',
    logLevel: read(() => parseLogLevel(env.LOG_LEVEL), 'info'),
    bodyLimit: 1_048_576,
    sessionDays: read(() => parseSessionDays(env.SESSION_DAYS), 14),
    appOrigins: read(() => parseOrigins(env.APP_ORIGINS), []),
    publicUrl: read(() => parseOrigins(env.PUBLIC_URL, 'PUBLIC_URL')[0] ?? null, null),
    lanUrls: read(() => parseOrigins(env.LAN_URLS, 'LAN_URLS'), []),
    trustProxy: read(() => parseTrustProxy(env.TRUST_PROXY), []),
    snapshotsPerEvent: read(() => parseSnapshots(env.SNAPSHOTS_PER_EVENT), 0),
    writesPerMinute: read(() => parseWritesPerMinute(env.WRITES_PER_MINUTE), 0),
    shutdownMs: read(() => parseShutdownMs(env.SHUTDOWN_TIMEOUT_MS), 0),
  };
  if (problems.length > 0) throw new EnvError(problems.join('; '));
  return apiEnv;
}
