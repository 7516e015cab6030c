// The environment is in one place (packages/contract/src/environment.ts, a TypeBox schema): the README's table is generated from
// it, every variable the app's processes read is in it, and it checks them all at once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EnvError,
  VARIABLE_NAMES,
  environmentTable,
  readEnvironment,
  type RawEnv,
} from '../packages/contract/src/environment.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The code of the API server, the web app and `npm start`: what runs at a venue, not its tests or tools. */
const APP_CODE = ['apps/api/src', 'apps/web', 'scripts/start.mjs', 'scripts/venueLog.mjs'];
const SKIPPED = new Set(['node_modules', '.next']);
function codeFiles(entry: string): string[] {
  if (!statSync(path.join(root, entry)).isDirectory()) return [entry];
  return readdirSync(path.join(root, entry))
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => codeFiles(`${entry}/${name}`))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.test.ts'));
}

/** NODE_ENV is Node's and Next's own, set by the tools, never by an organizer. */
const NOT_OURS = new Set(['NODE_ENV']);

describe('the environment (#34)', () => {
  it("is the README's table, as npm run docs:env writes it", () => {
    const section = /<!-- env:start -->\n([\s\S]*?)\n<!-- env:end -->/.exec(read('README.md'))?.[1];
    expect(section).toBe(environmentTable());
  });

  it('lists every variable the API, the web app and npm start read', () => {
    const listed = new Set<string>(VARIABLE_NAMES);
    const used = APP_CODE.flatMap(codeFiles).flatMap((file) =>
      [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => ({ file, name: m[1]! })),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(({ name }) => !listed.has(name) && !NOT_OURS.has(name))).toEqual([]);
  });

  it.each(['apps/web/server.mjs', 'scripts/start.mjs'])('%s reads its variables through the schema', (file) => {
    const direct = [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)\b(?!\s*=)/g)].map((m) => m[1]);
    expect(direct).toEqual([]);
    expect(read(file)).toContain("contract/src/environment.ts'");
  });
});

describe('readEnvironment', () => {
  it('gives every default when nothing is set', () => {
    expect(readEnvironment({})).toEqual({
      TCG_DATA_DIR: '.data/pglite',
      API_PORT: 3001,
      API_HOST: '127.0.0.1',
      PORT: 3000,
      WEB_HOST: '127.0.0.1',
      PUBLIC_URL: [],
      LAN_URLS: [],
      API_URL: 'http://127.0.0.1:3001',
      LOG_LEVEL: 'info',
      SESSION_DAYS: 14,
      SNAPSHOTS_PER_EVENT: 10,
      WRITES_PER_MINUTE: 300,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      APP_ORIGINS: [],
      TRUST_PROXY: ['loopback'],
    });
  });

  it.each<[RawEnv, Record<string, unknown>]>([
    [{ DATABASE_URL: 'postgres://tcg@db/tcg' }, { DATABASE_URL: 'postgres://tcg@db/tcg' }],
    [
      { API_PORT: '0', PORT: '65535' },
      { API_PORT: 0, PORT: 65535 },
    ],
    [
      { API_HOST: '0.0.0.0', WEB_HOST: '::' },
      { API_HOST: '0.0.0.0', WEB_HOST: '::' },
    ],
    [{ HOST: 'my-laptop' }, { HOST: 'my-laptop' }],
    [{ API_URL: 'http://api:3001' }, { API_URL: 'http://api:3001' }],
    [{ LOG_LEVEL: 'silent' }, { LOG_LEVEL: 'silent' }],
    [{ SESSION_DAYS: '0.5' }, { SESSION_DAYS: 0.5 }],
    [
      { SNAPSHOTS_PER_EVENT: '0', WRITES_PER_MINUTE: '1e6' },
      { SNAPSHOTS_PER_EVENT: 0, WRITES_PER_MINUTE: 1_000_000 },
    ],
    [{ SHUTDOWN_TIMEOUT_MS: '100' }, { SHUTDOWN_TIMEOUT_MS: 100 }],
    [
      { APP_ORIGINS: ' https://a.example/ ,, http://localhost:3000' },
      { APP_ORIGINS: ['https://a.example', 'http://localhost:3000'] },
    ],
    [{ TRUST_PROXY: '10.0.0.0/8, ::1, linklocal' }, { TRUST_PROXY: ['10.0.0.0/8', '::1', 'linklocal'] }],
    // Empty counts as unset: the default.
    [
      { PORT: '', API_HOST: ' ', TRUST_PROXY: ' , ', DATABASE_URL: '' },
      { PORT: 3000, API_HOST: '127.0.0.1', TRUST_PROXY: ['loopback'], DATABASE_URL: undefined },
    ],
  ])('takes %j', (env, expected) => {
    expect(readEnvironment(env)).toEqual({ ...readEnvironment({}), ...expected });
  });

  it.each<[string, RawEnv, string]>([
    ['a port that is no number', { PORT: 'abc' }, 'PORT must be a port number from 0 to 65535, not "abc"'],
    ['a port out of range', { API_PORT: '-1' }, 'API_PORT must be a port number from 0 to 65535, not "-1"'],
    [
      'a fraction for a whole number',
      { WRITES_PER_MINUTE: '2.5' },
      'WRITES_PER_MINUTE must be a whole number from 1 to 1000000, not "2.5"',
    ],
    [
      'a number above its maximum',
      { SESSION_DAYS: '366' },
      'SESSION_DAYS must be a number of days from 1 to 365, not "366"',
    ],
    [
      'a number at its exclusive minimum',
      { SESSION_DAYS: '0' },
      'SESSION_DAYS must be a number of days from 1 to 365, not "0"',
    ],
    [
      'a value outside the enum',
      { LOG_LEVEL: 'INFO' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "INFO"',
    ],
    ['a URL of another scheme', { DATABASE_URL: 'db:5432' }, 'DATABASE_URL must start with postgresql://, not db://'],
    [
      'no URL at all',
      { DATABASE_URL: 'localhost 5432' },
      'DATABASE_URL is not a valid URL; expected postgresql://user@host:5432/database',
    ],
    [
      'a URL without a host',
      { DATABASE_URL: 'postgresql:///tcg' },
      'DATABASE_URL names no host; expected postgresql://user@host:5432/database',
    ],
    [
      'an API URL fetch cannot call',
      { API_URL: 'ftp://api:3001' },
      'API_URL must be an http:// or https:// URL, not "ftp://api:3001"',
    ],
    [
      'a list entry that is no origin',
      { LAN_URLS: 'http://10.0.0.5:3000, http://10.0.0.6:3000/path' },
      'LAN_URLS must list origins like https://tcg.example.org, not "http://10.0.0.6:3000/path"',
    ],
    [
      'a list entry that is no proxy',
      { TRUST_PROXY: 'loopback, 300.0.0.1' },
      'TRUST_PROXY must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "300.0.0.1"',
    ],
  ])('refuses %s', (_kind, env, message) => {
    expect(() => readEnvironment(env)).toThrow(new EnvError(message));
  });

  it('names every bad variable in one message, in the order of the table, one problem each', () => {
    const env = { TRUST_PROXY: 'everyone, nobody', PORT: 'abc', API_PORT: '70000', DATABASE_URL: 'mysql://db/x' };
    expect(() => readEnvironment(env)).toThrow(
      new EnvError(
        'DATABASE_URL must start with postgresql://, not mysql://; ' +
          'API_PORT must be a port number from 0 to 65535, not "70000"; ' +
          'PORT must be a port number from 0 to 65535, not "abc"; ' +
          'TRUST_PROXY must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, not "everyone"',
      ),
    );
  });

  it("reads and checks only the variables named: the web app is not stopped by the API's", () => {
    const env = { PORT: '8080', API_PORT: '70000', TRUST_PROXY: '1' };
    expect(readEnvironment(env, ['PORT', 'WEB_HOST'])).toEqual({ PORT: 8080, WEB_HOST: '127.0.0.1' });
  });

  it('refuses a name the schema lacks, which plain JavaScript would not catch', () => {
    expect(() => readEnvironment({}, ['WEB_HOTS' as 'WEB_HOST'])).toThrow("not in the environment's schema: WEB_HOTS");
  });
});
