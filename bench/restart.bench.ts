import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from '../scripts/sourceHash.mjs';
import type { Bench } from './measure.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3590;

/** Runs `npm start` (scripts/start.mjs) on a fresh data directory and reads the restart time it prints, then stops it. */
function startOnce(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        API_PORT: String(PORT + 1),
        TCG_DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let seconds: number | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready in ([\d.]+) s/.exec(output);
      if (ready && seconds === null) {
        seconds = Number(ready[1]);
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) =>
      seconds === null ? reject(new Error(`npm start exited (${code}) before it was ready`)) : resolve(seconds),
    );
  });
}

// Restarting the venue laptop's app after a crash: no rebuild when nothing changed; the first start creates the database.
export const restartBench: Bench = {
  name: 'restart',
  async run() {
    if (!buildIsCurrent(ROOT))
      return [
        {
          benchmark: 'npm start after a crash (no rebuild)',
          size: '—',
          result: 'skipped: run npm run build first',
          target: '< 10 s',
        },
      ];
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tcg-restart-')), 'pglite');
    const first = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    return [
      {
        benchmark: 'npm start after a crash (no rebuild, embedded database)',
        size: 'API + web',
        result: `first start ${first.toFixed(1)} s, restart ${again.toFixed(1)} s`,
        target: '< 10 s',
      },
    ];
  },
};
