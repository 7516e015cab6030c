import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFileOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

/** The lock file: the holder's pid, then (once it serves) the address it serves the database on. */
function readLock(file: string): { pid: number; url: string | null } | null {
  try {
    const [pid, url] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(pid), url: url || null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes an exclusive lock on a data directory: a lock file holding our pid.
 * A lock left by a process that no longer runs is taken over; a live one refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readLock(file)?.pid;
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(`the data directory ${dataDir} is in use by another instance (pid ${pid}); stop it or set TCG_DATA_DIR to another directory`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`could not lock the data directory ${dataDir}`);
}

/** Writes into our lock the address we serve the database on, so `npm run backup` can read it while we run. */
export function announceUrl(dataDir: string, url: string): void {
  writeFileSync(lockFileOf(dataDir), `${process.pid}\n${url}\n`);
}

/** The running process that holds the data directory, and the address it serves on (null until it serves); null when none does. */
export function dataDirHolder(dataDir: string): { pid: number; url: string | null } | null {
  const lock = readLock(lockFileOf(dataDir));
  return lock && lock.pid > 0 && isAlive(lock.pid) ? lock : null;
}
