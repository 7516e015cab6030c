import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { organizer } from '../authState';
import { eventWithRound, notReloaded, openLive } from '../live/liveEvent';

// Issue #15, beyond one machine: two API processes on one PostgreSQL database, the web app in front of the second.
// A result entered through the first reaches a page connected to the second (LISTEN/NOTIFY), without a reload.

const root = path.join(import.meta.dirname, '../..');
const serverUrl =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const webPort = Number(process.env.E2E_WEB_PORT ?? 3300) + 2;
const [apiOne, apiTwo] = [webPort + 1, webPort + 2];
const database = `tcg_e2e_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const children: ChildProcess[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function start(script: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  children.push(child);
}

async function answering(url: string) {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within a minute`);
}

const api = (port: number, cookie = '') =>
  http.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: cookie ? { cookie } : {} });

test.describe('two API instances', () => {
  test.use({ baseURL: `http://127.0.0.1:${webPort}`, storageState: { cookies: [], origins: [] } });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await admin(`CREATE DATABASE ${database}`);
    // The first instance migrates; the second starts once it is up, on the same database.
    start(['--import', 'tsx', 'apps/api/src/server.ts'], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(apiOne),
      LOG_LEVEL: 'warn',
    });
    await answering(`http://127.0.0.1:${apiOne}/api/health`);
    start(['--import', 'tsx', 'apps/api/src/server.ts'], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(apiTwo),
      LOG_LEVEL: 'warn',
    });
    await answering(`http://127.0.0.1:${apiTwo}/api/health`);
    start(['apps/web/server.mjs'], { PORT: String(webPort), API_URL: `http://127.0.0.1:${apiTwo}` });
    await answering(`http://127.0.0.1:${webPort}/`);
  });

  test.afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve(null),
          ),
      ),
    );
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('a result entered through one instance reaches a page connected to the other', async ({ page }) => {
    const anonymous = await api(apiOne);
    const setUp = await anonymous.post('/api/auth/setup', { data: organizer });
    expect(setUp.status()).toBe(201);
    const cookie = String(setUp.headers()['set-cookie']).split(';')[0]!;
    const first: APIRequestContext = await api(apiOne, cookie);
    const { eventId, matches } = await eventWithRound(first, `Two Instances ${Date.now()}`);

    const [name, value] = cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: `http://127.0.0.1:${webPort}` }]);
    await openLive(page, `/events/${eventId}/results`);
    await expect(page.getByText('2 results missing')).toBeVisible();
    const [match] = matches;
    const entered = await first.put(`/api/matches/${match!.id}/result`, {
      data: { version: match!.version, games: [{ winner: match!.playerA.id }] },
    });
    expect(entered.status()).toBe(200);
    await expect(page.getByText('1 result missing')).toBeVisible({ timeout: 5_000 });
    await notReloaded(page);
    await anonymous.dispose();
    await first.dispose();
  });
});
