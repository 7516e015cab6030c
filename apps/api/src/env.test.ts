import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.ts';

describe('readEnv', () => {
  it('defaults to the embedded database in .data/pglite and port 3001', () => {
    expect(readEnv({}, '/srv/app')).toEqual({
      databaseUrl: null,
      dataDir: '/srv/app/.data/pglite',
      port: 3001,
      host: '127.0.0.1',
      logLevel: 'info',
      bodyLimit: 1_048_576,
      sessionDays: 14,
      appOrigins: [],
      publicUrl: null,
      lanUrls: [],
      trustProxy: ['loopback'],
      snapshotsPerEvent: 10,
      writesPerMinute: 300,
      shutdownMs: 10_000,
    });
  });

  it('takes a PostgreSQL URL, a port and a data directory', () => {
    const env = readEnv(
      { DATABASE_URL: 'postgresql://postgres@db:5432/tcg', API_PORT: '4000', TCG_DATA_DIR: '/var/tcg' },
      '/srv',
    );
    expect(env).toMatchObject({ databaseUrl: 'postgresql://postgres@db:5432/tcg', port: 4000, dataDir: '/var/tcg' });
  });

  it('takes the session length and the app origins', () => {
    expect(
      readEnv({ SESSION_DAYS: '2', APP_ORIGINS: 'https://tcg.example.org/, http://localhost:3000' }),
    ).toMatchObject({
      sessionDays: 2,
      appOrigins: ['https://tcg.example.org', 'http://localhost:3000'],
    });
  });

  it.each([
    ['3', 3],
    ['0', 0],
  ])('keeps SNAPSHOTS_PER_EVENT=%s snapshots per event', (raw, kept) => {
    expect(readEnv({ SNAPSHOTS_PER_EVENT: raw }).snapshotsPerEvent).toBe(kept);
  });

  it('takes the writes allowed per minute', () => {
    expect(readEnv({ WRITES_PER_MINUTE: '5000' }).writesPerMinute).toBe(5000);
  });

  it('takes the address phones use and the venue-network addresses', () => {
    expect(
      readEnv({ PUBLIC_URL: 'http://192.168.1.20:3000/', LAN_URLS: 'http://192.168.1.20:3000,http://10.0.0.5:3000' }),
    ).toMatchObject({
      publicUrl: 'http://192.168.1.20:3000',
      lanUrls: ['http://192.168.1.20:3000', 'http://10.0.0.5:3000'],
    });
  });

  it.each([
    [{}, ['loopback']],
    [{ TRUST_PROXY: '10.0.0.7, 172.16.0.0/12' }, ['10.0.0.7', '172.16.0.0/12']],
    [{ TRUST_PROXY: 'uniquelocal' }, ['uniquelocal']],
    [{ TRUST_PROXY: '::1' }, ['::1']],
  ])('believes X-Forwarded-For from the proxies TRUST_PROXY names: %j', (env, trustProxy) => {
    expect(readEnv(env).trustProxy).toEqual(trustProxy);
  });

  it.each([
    [{ PUBLIC_URL: '192.168.1.20' }, 'PUBLIC_URL must list origins like https://tcg.example.org, not "192.168.1.20"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL; expected postgresql://user@host:5432/database'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL must start with postgresql://, not mysql://'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 0 to 65535, not "70000"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"'],
    [{ SESSION_DAYS: '0' }, 'SESSION_DAYS must be a number of days from 1 to 365, not "0"'],
    [{ SNAPSHOTS_PER_EVENT: '-1' }, 'SNAPSHOTS_PER_EVENT must be a whole number from 0 to 1000, not "-1"'],
    [{ SNAPSHOTS_PER_EVENT: 'all' }, 'SNAPSHOTS_PER_EVENT must be a whole number from 0 to 1000, not "all"'],
    [{ WRITES_PER_MINUTE: '0' }, 'WRITES_PER_MINUTE must be a whole number from 1 to 1000000, not "0"'],
    [
      { SHUTDOWN_TIMEOUT_MS: '10' },
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, not "10"',
    ],
    [{ WRITES_PER_MINUTE: 'many' }, 'WRITES_PER_MINUTE must be a whole number from 1 to 1000000, not "many"'],
    [
      { APP_ORIGINS: 'https://tcg.example.org, *' },
      'APP_ORIGINS must list origins like https://tcg.example.org, not "*"',
    ],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "everyone"',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "10.0.0.0/33"',
    ],
  ])('refuses %j with one line naming the problem', (env, message) => {
    expect(() => readEnv(env)).toThrow(new EnvError(message));
  });

  it('names every bad variable in one message, each in the words of its own check', () => {
    const env = { API_PORT: '70000', LOG_LEVEL: 'loud', TRUST_PROXY: 'everyone' };
    expect(() => readEnv(env)).toThrow(
      new EnvError(
        'API_PORT must be a port number from 0 to 65535, not "70000"; ' +
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"; ' +
          'TRUST_PROXY must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "everyone"',
      ),
    );
  });
});
