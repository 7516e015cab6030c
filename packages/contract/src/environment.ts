// Every environment variable the app's processes read, as one TypeBox schema: what each accepts, its default and its
// meaning (Markdown: the README's table is generated from it, `npm run docs:env`). The API (`readEnv`, env.ts), the web
// app (apps/web/server.mjs) and `npm start` (scripts/start.mjs) read theirs through `readEnvironment`, which stops with
// one EnvError naming every bad variable. An empty variable counts as unset.
import { Type, type StaticDecode, type TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { IsIPv4, IsIPv6 } from 'typebox/format';
import { Value } from 'typebox/value';

export class EnvError extends Error {
  override name = 'EnvError';
}

/** What a property carries besides JSON Schema's own keywords. */
interface Annotations {
  description?: string;
  default?: unknown;
  /** What a value failing the schema's keywords breaks, before `, not "<value>"`. */
  expected?: string;
  /** The README's default column when the default is not a plain value (Markdown). */
  shownDefault?: string;
}

/** A check in the words of its message: the problem with a value, which follows the variable's name, or null. */
type Problem = (value: string) => string | null;
const checked = <Type extends TSchema>(type: Type, problem: Problem) =>
  Type.Refine(
    type,
    (value: string) => problem(value) === null,
    (value: string) => problem(value) ?? '',
  );

const port = (fallback: number, description: string) =>
  Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: fallback,
    description,
    expected: 'must be a port number from 0 to 65535',
  });

const wholeNumber = (minimum: number, maximum: number, fallback: number, description: string, unit = '') =>
  Type.Integer({
    minimum,
    maximum,
    default: fallback,
    description,
    expected: `must be a whole number${unit} from ${minimum} to ${maximum}`,
  });

const EXAMPLE_DATABASE_URL = 'postgresql://user@host:5432/database';
const databaseUrlProblem: Problem = (raw) => {
  if (!URL.canParse(raw)) return `is not a valid URL; expected ${EXAMPLE_DATABASE_URL}`;
  const url = new URL(raw);
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:')
    return `must start with postgresql://, not ${url.protocol}//`;
  return url.hostname ? null : `names no host; expected ${EXAMPLE_DATABASE_URL}`;
};

const apiUrlProblem: Problem = (raw) =>
  URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol)
    ? null
    : `must be an http:// or https:// URL, not "${raw}"`;

const withoutSlash = (entry: string) => entry.replace(/\/$/, '');
const originProblem: Problem = (entry) => {
  const origin = withoutSlash(entry);
  return URL.canParse(origin) && new URL(origin).origin === origin
    ? null
    : `must list origins like https://tcg.example.org, not "${origin}"`;
};
/** Comma-separated origins, each kept without a trailing slash. */
const origins = (description: string, shownDefault: string) =>
  Type.Array(Type.Decode(checked(Type.String(), originProblem), withoutSlash), {
    default: [],
    description,
    shownDefault,
  });

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxy = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (PROXY_RANGES.includes(entry)) return true;
  const version = IsIPv4(address ?? '') ? 4 : IsIPv6(address ?? '') ? 6 : 0;
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};
const proxyProblem: Problem = (entry) =>
  isProxy(entry) ? null : `must list addresses, CIDR ranges or ${PROXY_RANGES.join('/')}, not "${entry}"`;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Two variables read together (a listener's port and host) share one meaning and one row of the table.
const API_LISTENER = 'API listener';
const WEB_LISTENER =
  'web listener (`apps/web/server.mjs`, which `npm start` runs; `--lan` or `HOST=0.0.0.0` sets `0.0.0.0`)';

export const Environment = Type.Object({
  DATABASE_URL: Type.Optional(
    checked(
      Type.String({
        description: 'PostgreSQL server URL (`postgresql://…`); malformed or unreachable stops start-up with one line',
        shownDefault: 'unset → embedded',
      }),
      databaseUrlProblem,
    ),
  ),
  TCG_DATA_DIR: Type.String({ default: '.data/pglite', description: 'embedded database directory' }),
  API_PORT: port(3001, API_LISTENER),
  API_HOST: Type.String({ default: '127.0.0.1', description: API_LISTENER }),
  PORT: port(3000, WEB_LISTENER),
  WEB_HOST: Type.String({ default: '127.0.0.1', description: WEB_LISTENER }),
  // Read as a list, of which the first is used: one address.
  PUBLIC_URL: origins(
    'the address links and QR codes use (`GET /api/site`); unset: the address the page was opened at',
    'the first venue address with `--lan`, else unset',
  ),
  LAN_URLS: origins("every venue-network address, shown on the organizer's event page", 'set by `npm start -- --lan`'),
  // Any value but 0.0.0.0 means nothing, so none is refused (some shells export HOST as the machine's name).
  HOST: Type.Optional(
    Type.String({
      description:
        '`0.0.0.0` starts as `npm start -- --lan` does: the web app on every address of the machine, the venue addresses found and shown',
      shownDefault: 'unset',
    }),
  ),
  API_URL: checked(
    Type.String({ default: 'http://127.0.0.1:3001', description: 'where the web app finds the API' }),
    apiUrlProblem,
  ),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, {
    default: 'info',
    description: 'API log level',
    expected: `must be one of ${LOG_LEVELS.join(', ')}`,
  }),
  TCG_LOG_FILE: Type.Optional(
    Type.String({
      description:
        'with `npm start -- --lan`: the file that keeps the full log (the terminal shows warnings and errors)',
      shownDefault: '`.data/logs/tcg-<date>.log`',
    }),
  ),
  // Above 0 rather than from 1: a fraction of a day has always been taken.
  SESSION_DAYS: Type.Number({
    exclusiveMinimum: 0,
    maximum: 365,
    default: 14,
    description: 'how long a sign-in lasts (1–365 days)',
    expected: 'must be a number of days from 1 to 365',
  }),
  SNAPSHOTS_PER_EVENT: wholeNumber(
    0,
    1000,
    10,
    'snapshots each event keeps, one taken as each round is published (0–1000; 0 takes none); see [Backups and snapshots](#backups-and-snapshots)',
  ),
  WRITES_PER_MINUTE: wholeNumber(
    1,
    1_000_000,
    300,
    "writes one account (signed out: one address) may make per minute, counted across API instances; beyond it `429 TOO_MANY_REQUESTS` with `Retry-After`. A signed-out player's own actions count apart, on a budget of 10 a minute each: a self-report link (`POST /api/self-report/:token`, per link) and a table's judge call (`POST /api/events/:id/judge-calls`, per table), so junk from a venue's shared address never starves the players behind it; a link the event never signed counts on its address's budget, as does a call to an event that does not exist (answered 404 before any count)",
  ),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(
    100,
    600_000,
    10_000,
    'how long a stop (SIGTERM/SIGINT) may take: requests still running are cut 2 s before it (a quarter of it when shorter), and the process exits at it (100–600000)',
    ' of milliseconds',
  ),
  APP_ORIGINS: origins(
    'comma-separated origins of the web app (`https://tcg.example.org`): CORS allows only these, and writes from other origins are refused',
    'unset',
  ),
  TRUST_PROXY: Type.Array(checked(Type.String(), proxyProblem), {
    default: ['loopback'],
    description:
      "the proxies whose `X-Forwarded-For` names the client (addresses, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`): by default only this machine, where the web app forwards phones' requests; a header from anywhere else is ignored, so rotating it cannot dodge the per-address limits. Compose sets `uniquelocal`: there only the web container reaches the API",
  }),
});

/** The environment as read: every variable of the schema, typed, with its default when unset. */
export type Environment = StaticDecode<typeof Environment>;
export type VariableName = keyof Environment;
/** process.env, or any map of names to strings (a compose file's `environment`). */
export type RawEnv = Readonly<Record<string, string | undefined>>;

const properties = Environment.properties as Record<VariableName, TSchema & Annotations>;
export const VARIABLE_NAMES = Object.keys(properties) as VariableName[];

/** An env string as its property's schema takes it: a number, the entries of a comma-separated list, or the string. */
function typed(schema: TSchema & { type?: unknown }, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return Number.isNaN(Number(raw)) ? raw : Number(raw);
  if (schema.type === 'array')
    return raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  return raw;
}

/** The variables set, typed; an empty one, or a list of no entries, counts as unset and takes its default. */
function given(names: readonly VariableName[], env: RawEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const value = typed(properties[name], raw);
    if (!(Array.isArray(value) && value.length === 0)) values[name] = value;
  }
  return values;
}

/** One variable's problem: a check's own words, or what the schema expects and the value given. */
function problem(name: VariableName, error: TLocalizedValidationError, raw: string | undefined): string {
  if (error.keyword === '~refine') return `${name} ${error.params.message}`;
  return `${name} ${properties[name].expected ?? error.message}, not "${raw}"`;
}

/**
 * Reads and checks the variables named (all of them unless told), each typed and defaulted as the schema says; throws
 * one EnvError naming every bad variable, its problem in the words of its check, `; ` between them.
 */
export function readEnvironment(env: RawEnv): Environment;
export function readEnvironment<Name extends VariableName>(
  env: RawEnv,
  names: readonly Name[],
): Pick<Environment, Name>;
export function readEnvironment(env: RawEnv, wanted: readonly VariableName[] = VARIABLE_NAMES) {
  const unknown = wanted.filter((name) => !VARIABLE_NAMES.includes(name));
  // The plain-JS callers have no compiler to catch a misspelt name.
  if (unknown.length > 0) throw new Error(`not in the environment's schema: ${unknown.join(', ')}`);
  const names = VARIABLE_NAMES.filter((name) => wanted.includes(name));
  const schema = Type.Pick(Environment, names);
  const value = Value.Default(schema, given(names, env));
  const errors = Value.Errors(schema, value);
  const problems = names.flatMap((name) => {
    const error = errors.find((e) => e.instancePath.split('/')[1] === name);
    return error ? [problem(name, error, env[name])] : [];
  });
  if (problems.length > 0) throw new EnvError(problems.join('; '));
  return Value.Decode(schema, value);
}

/**
 * The web app reads TRUST_PROXY as a flag of its own: "1" keeps the X-Forwarded-For that a reverse proxy in front of it
 * set. The API reads the same variable as its list of proxies, which refuses "1", so the flag works only where the web
 * app runs apart from the API (compose), and the web app does not check it against the list.
 */
export const webKeepsForwardedFor = (env: RawEnv) => env.TRUST_PROXY === '1';

/** A row's default: the shown text, else the default value in code style. */
const shownDefault = (schema: Annotations) => schema.shownDefault ?? `\`${[schema.default].flat().join(',')}\``;

/** The README's table: one row a variable, in the schema's order; consecutive variables of one meaning share a row. */
export function environmentTable(): string {
  const rows: { names: string[]; defaults: string[]; meaning: string }[] = [];
  for (const name of VARIABLE_NAMES) {
    const schema = properties[name];
    const meaning = schema.description ?? '';
    const last = rows.at(-1);
    if (last?.meaning === meaning) {
      last.names.push(name);
      last.defaults.push(shownDefault(schema));
    } else rows.push({ names: [name], defaults: [shownDefault(schema)], meaning });
  }
  return [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...rows.map(
      (row) => `| ${row.names.map((n) => `\`${n}\``).join(' / ')} | ${row.defaults.join(' / ')} | ${row.meaning} |`,
    ),
  ].join('\n');
}
