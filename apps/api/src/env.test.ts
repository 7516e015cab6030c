import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.ts';

describe('readEnv', () => {
  it('defaults to the embedded database in .data/pglite and port 3001', () => {
    expect(readEnv({}, '/srv/app')).toEqual({ databaseUrl: null, dataDir: '/srv/app/.data/pglite', port: 3001, host: '127.0.0.1', logLevel: 'info', bodyLimit: 1_048_576 });
  });

  it('takes a PostgreSQL URL, a port and a data directory', () => {
    const env = readEnv({ DATABASE_URL: 'postgresql://postgres@db:5432/tcg', API_PORT: '4000', TCG_DATA_DIR: '/var/tcg' }, '/srv');
    expect(env).toMatchObject({ databaseUrl: 'postgresql://postgres@db:5432/tcg', port: 4000, dataDir: '/var/tcg' });
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL; expected postgresql://user@host:5432/database'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL must start with postgresql://, not mysql://'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 0 to 65535, not "70000"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"'],
  ])('refuses %j with one line naming the problem', (env, message) => {
    expect(() => readEnv(env)).toThrow(new EnvError(message));
  });
});
