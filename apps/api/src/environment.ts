// Every environment variable the app's processes read: the one list the README's table is generated from
// (`npm run docs:env`). The API reads and checks its own together (`readEnv`, env.ts); the web app and `npm start`
// read theirs with the defaults given here. Default and meaning are Markdown.
export interface EnvironmentVariable {
  /** One variable, or two read together (API_PORT and API_HOST). */
  names: readonly string[];
  default: string;
  meaning: string;
}

export const ENVIRONMENT: readonly EnvironmentVariable[] = [
  {
    names: ['DATABASE_URL'],
    default: 'unset → embedded',
    meaning: 'PostgreSQL server URL (`postgresql://…`); malformed or unreachable stops start-up with one line',
  },
  { names: ['TCG_DATA_DIR'], default: '`.data/pglite`', meaning: 'embedded database directory' },
  { names: ['API_PORT', 'API_HOST'], default: '`3001` / `127.0.0.1`', meaning: 'API listener' },
  {
    names: ['PORT', 'WEB_HOST'],
    default: '`3000` / `127.0.0.1`',
    meaning: 'web listener (`apps/web/server.mjs`, which `npm start` runs; `--lan` or `HOST=0.0.0.0` sets `0.0.0.0`)',
  },
  {
    names: ['PUBLIC_URL'],
    default: 'the first venue address with `--lan`, else unset',
    meaning: 'the address links and QR codes use (`GET /api/site`); unset: the address the page was opened at',
  },
  {
    names: ['LAN_URLS'],
    default: 'set by `npm start -- --lan`',
    meaning: "every venue-network address, shown on the organizer's event page",
  },
  {
    names: ['HOST'],
    default: 'unset',
    meaning:
      '`0.0.0.0` starts as `npm start -- --lan` does: the web app on every address of the machine, the venue addresses found and shown',
  },
  { names: ['API_URL'], default: '`http://127.0.0.1:3001`', meaning: 'where the web app finds the API' },
  { names: ['LOG_LEVEL'], default: '`info`', meaning: 'API log level' },
  {
    names: ['TCG_LOG_FILE'],
    default: '`.data/logs/tcg-<date>.log`',
    meaning: 'with `npm start -- --lan`: the file that keeps the full log (the terminal shows warnings and errors)',
  },
  { names: ['SESSION_DAYS'], default: '`14`', meaning: 'how long a sign-in lasts (1–365 days)' },
  {
    names: ['SNAPSHOTS_PER_EVENT'],
    default: '`10`',
    meaning:
      'snapshots each event keeps, one taken as each round is published (0–1000; 0 takes none); see [Backups and snapshots](#backups-and-snapshots)',
  },
  {
    names: ['WRITES_PER_MINUTE'],
    default: '`300`',
    meaning:
      "writes one account (signed out: one address) may make per minute, counted across API instances; beyond it `429 TOO_MANY_REQUESTS` with `Retry-After`. A signed-out player's own actions count apart, on a budget of 10 a minute each: a self-report link (`POST /api/self-report/:token`, per link) and a table's judge call (`POST /api/events/:id/judge-calls`, per table), so junk from a venue's shared address never starves the players behind it; a link the event never signed counts on its address's budget, as does a call to an event that does not exist (answered 404 before any count)",
  },
  {
    names: ['SHUTDOWN_TIMEOUT_MS'],
    default: '`10000`',
    meaning:
      'how long a stop (SIGTERM/SIGINT) may take: requests still running are cut 2 s before it (a quarter of it when shorter), and the process exits at it (100–600000)',
  },
  {
    names: ['APP_ORIGINS'],
    default: 'unset',
    meaning:
      'comma-separated origins of the web app (`https://tcg.example.org`): CORS allows only these, and writes from other origins are refused',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`loopback`',
    meaning:
      "the proxies whose `X-Forwarded-For` names the client (addresses, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`): by default only this machine, where the web app forwards phones' requests; a header from anywhere else is ignored, so rotating it cannot dodge the per-address limits. Compose sets `uniquelocal`: there only the web container reaches the API",
  },
];

/** The README's table: one row a variable (or pair), in the order above. */
export const environmentTable = (): string =>
  [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...ENVIRONMENT.map((v) => `| ${v.names.map((name) => `\`${name}\``).join(' / ')} | ${v.default} | ${v.meaning} |`),
  ].join('\n');
