import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ApiProcess {
  base: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function answering(base: string, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API at ${base} did not answer within a minute`);
}

/** `npm run start:api` on `databaseUrl` in a process of its own, as each replica of the compose file runs it. */
export async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    WRITES_PER_MINUTE: '1000000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await answering(base, child).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    base,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode === null ? (child.once('exit', () => resolve()), child.kill('SIGTERM')) : resolve(),
      ),
  };
}
