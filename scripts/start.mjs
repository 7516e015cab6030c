// Runs the app: builds only when the sources changed since the last build, then the API (embedded database unless
// DATABASE_URL is set) and the web server in front of it. `--lan` (or HOST=0.0.0.0) serves the venue's network.
import { spawnSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { tsImport } from 'tsx/esm/api';
import { buildIsCurrent } from './sourceHash.mjs';
import { fileLine, lineLevel, logFilePath, reprintDue, showsInTerminal, terminalLine } from './venueLog.mjs';

const began = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

// Every variable, the API's and the web app's too, checked before anything is built or started: one message names each
// bad one. The module is TypeScript; tsImport compiles it for this import alone (as apps/web/server.mjs does).
const { EnvError, readEnvironment } = await tsImport('../packages/contract/src/environment.ts', import.meta.url);
let env;
try {
  env = readEnvironment(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

const apiPort = String(env.API_PORT);
const webPort = String(env.PORT);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const lan = process.argv.includes('--lan') || env.HOST === '0.0.0.0';
/** Every address a phone on the venue's network can open: the non-internal IPv4 addresses of this machine. */
const lanUrls = lan
  ? Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => `http://${a.address}:${webPort}`)
  : [];
const publicUrl = env.PUBLIC_URL[0] ?? lanUrls[0] ?? '';
const shared = { PUBLIC_URL: publicUrl, LAN_URLS: lanUrls.join(',') };

const rebuilt = !buildIsCurrent(root);
if (rebuilt) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const children = [];

// At the venue every line goes to the log file and only warnings and errors to the terminal, which keeps the addresses.
const logFile = lan ? logFilePath(env, root, new Date()) : null;
let log = null;
if (logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  log = createWriteStream(logFile, { flags: 'a' });
}
let printedSince = 0;

function follow(source, stream, input) {
  createInterface({ input }).on('line', (line) => {
    log.write(fileLine(source, stream, line, new Date()));
    if (showsInTerminal(lineLevel(line, stream))) {
      console.error(terminalLine(source, line));
      printedSince++;
    }
  });
}

function run(command, args, source, options) {
  const child = spawn(command, args, { stdio: log ? ['inherit', 'pipe', 'pipe'] : 'inherit', ...options });
  if (log) {
    follow(source, 'stdout', child.stdout);
    follow(source, 'stderr', child.stderr);
  }
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
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi() {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`the API did not answer on ${apiUrl} within a minute`);
}

async function waitForWeb() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${webPort}/`, { redirect: 'manual' })).status < 500) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`the web app did not answer on port ${webPort} within a minute`);
}

/** A server that never answered: stop the other too (no API left running on its own), and never go on. */
function gaveUp(error) {
  console.error(`  ${error.message}; stopping.`);
  stop(1);
  return new Promise(() => {});
}

run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], 'api', {
  env: { ...process.env, ...shared, API_PORT: apiPort },
});
await waitForApi().catch(gaveUp);
run(process.execPath, ['apps/web/server.mjs'], 'web', {
  env: {
    ...process.env,
    ...shared,
    PORT: webPort,
    API_URL: apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(lan && { WEB_HOST: '0.0.0.0' }),
  },
});
await waitForWeb().catch(gaveUp);
const seconds = ((performance.now() - began) / 1000).toFixed(1);
const data = env.DATABASE_URL
  ? 'the PostgreSQL server in DATABASE_URL'
  : `the embedded database in ${path.resolve(env.TCG_DATA_DIR)}`;
console.log(
  `\n  TCG Tournaments is running: open http://localhost:${webPort}\n  Data: ${data}\n  (API on ${apiUrl}, docs at http://localhost:${webPort}/api/docs; Ctrl+C stops both)`,
);
console.log(
  `  Ready in ${seconds} s (${rebuilt ? 'built first: the sources changed' : 'no rebuild: the build matches the sources'})\n`,
);
if (lan) {
  const qr = lanUrls.length > 0 ? await QRCode.toString(publicUrl, { type: 'terminal', small: true }) : '';
  let lastPrintedAt = 0;
  const printAddresses = () => {
    if (lanUrls.length === 0)
      console.log(
        '  --lan: this machine has no network address other than loopback; connect it to the venue network.\n',
      );
    else console.log(`  Phones in the room open:\n${lanUrls.map((u) => `    ${u}`).join('\n')}\n\n${qr}`);
    console.log(`  Full log: ${logFile} (warnings and errors show here). Press Enter to show the addresses again.\n`);
    lastPrintedAt = Date.now();
    printedSince = 0;
  };
  printAddresses();
  setInterval(() => reprintDue({ lastPrintedAt, printedSince, now: Date.now() }) && printAddresses(), 15_000).unref();
  if (process.stdin.isTTY) createInterface({ input: process.stdin }).on('line', printAddresses);
}
