// npm run backup [-- <directory or file.tcgbackup>]: the whole installation in one file (backups/tcg-<time>.tcgbackup by
// default), while the app runs, from the embedded database or PostgreSQL alike.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { takeBackup } from '@tcg/db/server';
import { readEnv } from '../src/env.ts';
import { openForMaintenance } from '../src/maintenance.ts';
import { messageOf, runAsCommand } from './commandLine.ts';

const EXTENSION = '.tcgbackup';

function fileFor(now: Date, target = 'backups'): string {
  if (target.endsWith(EXTENSION)) return path.resolve(target);
  return path.resolve(
    target,
    `tcg-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}${EXTENSION}`,
  );
}

export async function runBackup(
  target: string | undefined,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
): Promise<number> {
  const file = fileFor(new Date(), target);
  await mkdir(path.dirname(file), { recursive: true });
  const database = await openForMaintenance(readEnv(env), { shareRunning: true, migrate: false });
  // Ctrl-C or a stop: the backup ends cleanly (no partial file) and says why, instead of dying mid-file.
  const interrupted = new AbortController();
  const stop = (signal: NodeJS.Signals) => interrupted.abort(new Error(`stopped by ${signal}`));
  const signals = ['SIGINT', 'SIGTERM'] as const;
  for (const signal of signals) process.once(signal, stop);
  try {
    const { rows, takenAt, tables } = await takeBackup(database.url, file, database.description, interrupted.signal);
    const count = Object.values(rows).reduce((a, b) => a + b, 0);
    const { size } = await stat(file);
    const through = database.throughApp === null ? '' : ` (through the running app, pid ${database.throughApp})`;
    print(
      `Backup of ${database.description}${through} as of ${takenAt}: ${count} rows in ${tables} tables, ${Math.ceil(size / 1024)} kB`,
    );
    print(file);
    print(
      'It holds everything, password hashes and sessions too: keep it as safe as the machine. Restore it with npm run restore -- <file>.',
    );
    return 0;
  } finally {
    for (const signal of signals) process.off(signal, stop);
    await database.close();
  }
}

runAsCommand(import.meta.url, runBackup, (error) => `backup: ${messageOf(error)}; no backup was written`);
