import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

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
});
