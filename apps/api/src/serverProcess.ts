// Test and script helper: the real API server (server.ts) as a child process, as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts server.ts with `env` over this process's environment (DATABASE_URL only when `env` sets it). */
export function startServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...base, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PGlite's first start takes ≈ 6 s here, far longer on a loaded CI machine: wait up to 90 s. */
export async function waitForHealth(port: number, started: ServerProcess) {
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
