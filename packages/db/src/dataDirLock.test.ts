import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceUrl, DataDirInUseError, dataDirHolder, lockDataDir } from './dataDirLock.ts';

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
