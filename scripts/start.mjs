// Runs the built app: the API (embedded database unless DATABASE_URL is set), then the web server in front of it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const children = [];

function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${args.at(-1)} exited (${code ?? 'signal'}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`the API did not answer on ${apiUrl} within a minute`);
}

run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { env: { ...process.env, API_PORT: apiPort } });
await waitForApi();
run(process.execPath, ['apps/web/server.mjs'], {
  env: { ...process.env, PORT: webPort, API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
});
const data = process.env.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${path.resolve(process.env.TCG_DATA_DIR ?? '.data/pglite')}`;
console.log(`\n  TCG Tournaments is running: open http://localhost:${webPort}\n  Data: ${data}\n  (API on ${apiUrl}, docs at http://localhost:${webPort}/api/docs; Ctrl+C stops both)\n`);
