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
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new EnvError(`${name} must be a port number from 0 to 65535, not "${raw}"`);
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

/** Reads and validates the API's environment; throws one EnvError line naming the problem. */
export function readEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ApiEnv {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!logLevels.includes(logLevel)) throw new EnvError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${logLevel}"`);
  return {
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: path.resolve(cwd, env.TCG_DATA_DIR ?? '.data/pglite'),
    port: parsePort(env.API_PORT, 'API_PORT', 3001),
    host: env.API_HOST ?? '127.0.0.1',
    logLevel,
    bodyLimit: 1_048_576,
  };
}
