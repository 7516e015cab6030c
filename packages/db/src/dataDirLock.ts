import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ownerOnly } from './ownerOnly.ts';

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

/** `[[dd-]hh:]mm:ss` as `ps -o etime` prints it, in seconds. */
function parseElapsed(text: string): number | null {
  const match = /^(?:(?:(\d+)-)?(\d+):)?(\d+):(\d+)$/.exec(text.trim());
  if (!match) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** When process `pid` started, in ms since the epoch: Linux's /proc (to 10 ms), else POSIX `ps` (to 1 s); null when unknown. */
export function processStartedAt(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    // Linux reports start times in USER_HZ, 100 a second on every architecture Node runs on.
    if (Number.isFinite(ticks) && boot > 0) return boot * 1000 + ticks * 10;
  } catch {}
  if (process.platform === 'win32') return null;
  const ps = spawnSync('ps', ['-o', 'etime=', '-p', String(pid)], { encoding: 'utf8' });
  const elapsed = ps.status === 0 ? parseElapsed(ps.stdout) : null;
  return elapsed === null ? null : Date.now() - elapsed * 1000;
}

/** Slack for comparing start times: `ps` gives whole seconds. */
const START_SLACK_MS = 1500;

const lockFileOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);

interface Lock {
  pid: number;
  url: string | null;
  /** When the holder started; a lock written before this field existed gives the time it was written. */
  startedAt: number;
}

/** The lock file: the holder's pid, then (once it serves) the address it serves the database on, then when the holder started. */
function readLock(file: string): Lock | null {
  try {
    const [pid, url, startedAt] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(pid), url: url || null, startedAt: Number(startedAt) || statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Whether the lock's process still runs. A pid is reused once its process ends (after a reboot, or in a container
 * whose processes start in the same order), so a live pid whose process started after the holder did is not the holder.
 */
function holds(lock: Lock): boolean {
  if (!(lock.pid > 0) || !isAlive(lock.pid)) return false;
  const started = processStartedAt(lock.pid);
  return started === null || started <= lock.startedAt + START_SLACK_MS;
}

const ourStart = processStartedAt(process.pid) ?? Date.now() - process.uptime() * 1000;
const lockText = (url: string) => `${process.pid}\n${url}\n${Math.round(ourStart)}\n`;

/**
 * Takes an exclusive lock on a data directory: a lock file holding our pid and when we started.
 * A lock left by a process that no longer runs is taken over, also when its pid now names another process; a live holder refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  ownerOnly(dataDir);
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // Not world-readable: once the app serves, the lock holds the database's address.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, lockText(''));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(file);
      if (lock && lock.pid !== process.pid && holds(lock)) {
        throw new DataDirInUseError(
          `the data directory ${dataDir} is in use by another instance (pid ${lock.pid}); stop it or set TCG_DATA_DIR to another directory`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`could not lock the data directory ${dataDir}`);
}

/** Writes into our lock the address we serve the database on, so `npm run backup` can read it while we run. */
export function announceUrl(dataDir: string, url: string): void {
  writeFileSync(lockFileOf(dataDir), lockText(url), { mode: 0o600 });
  chmodSync(lockFileOf(dataDir), 0o600);
}

/** The running process that holds the data directory, and the address it serves on (null until it serves); null when none does. */
export function dataDirHolder(dataDir: string): { pid: number; url: string | null } | null {
  const lock = readLock(lockFileOf(dataDir));
  return lock && holds(lock) ? { pid: lock.pid, url: lock.url } : null;
}
