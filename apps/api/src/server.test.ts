import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type ServerProcess } from './serverProcess.ts';

describe('server start-up', () => {
  const running: ServerProcess[] = [];
  afterEach(() => {
    for (const s of running.splice(0)) s.child.kill('SIGKILL');
  });

  it('keeps data in the embedded database across a restart, refuses a second instance, and shuts down on SIGTERM', { timeout: 240_000 }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tcg-server-')), 'pglite');
    const port = await freePort();
    const first = startServer({ TCG_DATA_DIR: dataDir, API_PORT: String(port) });
    running.push(first);
    await waitForHealth(port, first);
    expect(first.output()).toContain(`using the embedded database in ${dataDir}`);
    const setup = await fetch(`http://127.0.0.1:${port}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'venue@example.test', password: 'a long venue password', name: 'Venue' }),
    });
    expect(setup.status).toBe(201);
    const created = await fetch(`http://127.0.0.1:${port}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: setup.headers.getSetCookie()[0]!.split(';')[0]! },
      body: JSON.stringify({ name: 'Survives restarts', format: 'unlimited' }),
    });
    expect(created.status).toBe(201);

    const second = startServer({ TCG_DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(/^tcg-api: the data directory .* is in use by another instance \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = startServer({ TCG_DATA_DIR: dataDir, API_PORT: String(port) });
    running.push(again);
    await waitForHealth(port, again);
    const events = (await (await fetch(`http://127.0.0.1:${port}/api/events`)).json()) as { name: string }[];
    expect(events.map((e) => e.name)).toEqual(['Survives restarts']);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it.each([
    [{ DATABASE_URL: 'postgres//broken' }, 'tcg-api: DATABASE_URL is not a valid URL; expected postgresql://user@host:5432/database'],
    [{ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' }, 'tcg-api: cannot use the database at 127.0.0.1:1/none: ECONNREFUSED'],
  ])('stops with one clear line for %j', async (env, line) => {
    const started = startServer(env);
    running.push(started);
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(line);
  });
});
