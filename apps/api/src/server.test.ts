import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], { env: { ...base, LOG_LEVEL: 'info', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PGlite's first start takes ≈ 6 s here, far longer on a loaded CI machine: wait up to 90 s. */
async function waitForHealth(port: number, started: Started) {
  for (let i = 0; i < 360; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no health answer: ${started.output()}`);
}

describe('server start-up', () => {
  const running: Started[] = [];
  afterEach(() => {
    for (const s of running.splice(0)) s.child.kill('SIGKILL');
  });

  it('keeps data in the embedded database across a restart, refuses a second instance, and shuts down on SIGTERM', { timeout: 240_000 }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tcg-server-')), 'pglite');
    const port = await freePort();
    const first = start({ TCG_DATA_DIR: dataDir, API_PORT: String(port) });
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

    const second = start({ TCG_DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(/^tcg-api: the data directory .* is in use by another instance \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start({ TCG_DATA_DIR: dataDir, API_PORT: String(port) });
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
    const started = start(env);
    running.push(started);
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(line);
  });
});
