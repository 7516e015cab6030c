import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceUrl, DataDirInUseError, dataDirHolder, lockDataDir, processStartedAt } from './dataDirLock.ts';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'tcg-lock-')), 'data');

describe('lockDataDir', () => {
  it('refuses a directory that a running process holds', async () => {
    const dataDir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by another instance (pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('refuses a holder whose start time the lock records', () => {
    const dataDir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dataDir}.lock`, `${holder.pid}\n\n${processStartedAt(holder.pid!)}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by another instance (pid ${holder.pid})`);
      expect(dataDirHolder(dataDir)?.pid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it.each([
    [
      'a lock naming when its holder started',
      (file: string, pid: number) => writeFileSync(file, `${pid}\n\n${Date.now() - 3_600_000}\n`),
    ],
    [
      'an older lock (the pid alone) written before that process started',
      (file: string, pid: number) => {
        writeFileSync(file, String(pid));
        const hourAgo = new Date(Date.now() - 3_600_000);
        utimesSync(file, hourAgo, hourAgo);
      },
    ],
  ])(
    'takes over %s whose pid now belongs to another live process (a pid reused after a crash or reboot)',
    (_, write) => {
      const dataDir = freshDir();
      const stranger = spawn('sleep', ['30']);
      try {
        write(`${dataDir}.lock`, stranger.pid!);
        expect(dataDirHolder(dataDir)).toBeNull();
        const release = lockDataDir(dataDir);
        expect(readFileSync(`${dataDir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
        release();
      } finally {
        stranger.kill();
      }
    },
  );

  it('knows when a process started', () => {
    const started = processStartedAt(process.pid)!;
    expect(Math.abs(started - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000);
  });

  it('takes over a lock left by a process that has ended, and releases it', async () => {
    const dataDir = freshDir();
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const release = lockDataDir(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('names the running holder and the address it announced, and nobody once it is gone', async () => {
    const dataDir = freshDir();
    const release = lockDataDir(dataDir);
    expect(dataDirHolder(dataDir)).toEqual({ pid: process.pid, url: null });
    announceUrl(dataDir, 'postgresql://postgres@127.0.0.1:5555/postgres');
    expect(dataDirHolder(dataDir)).toEqual({ pid: process.pid, url: 'postgresql://postgres@127.0.0.1:5555/postgres' });
    release();
    expect(dataDirHolder(dataDir)).toBeNull();

    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, `${gone.pid}\npostgresql://postgres@127.0.0.1:5555/postgres\n`);
    expect(dataDirHolder(dataDir)).toBeNull();
  });
});

describe('the embedded database is the app’s alone (issue 32 item 4)', () => {
  it('the data directory is 0700, everything in it 0600 (also what an older version left open), the lock file 0600', () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'base', '1'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, 'base', '1', '1259'), 'relation', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'base'), 0o777);
    chmodSync(path.join(dataDir, 'base', '1', '1259'), 0o666);
    const unlock = lockDataDir(dataDir);
    try {
      const mode = (file: string) => statSync(file).mode & 0o777;
      expect([
        mode(dataDir),
        mode(path.join(dataDir, 'base')),
        mode(path.join(dataDir, 'base', '1')),
        mode(path.join(dataDir, 'base', '1', '1259')),
      ]).toEqual([0o700, 0o700, 0o700, 0o600]);
      expect(mode(`${dataDir}.lock`)).toBe(0o600);
      announceUrl(dataDir, 'postgresql://postgres@127.0.0.1:5999/postgres');
      expect(mode(`${dataDir}.lock`)).toBe(0o600);
      // Files created later are born owner-only.
      writeFileSync(path.join(dataDir, 'base', '1', 'new'), 'x');
      expect(mode(path.join(dataDir, 'base', '1', 'new'))).toBe(0o600);
    } finally {
      unlock();
    }
  });
});
