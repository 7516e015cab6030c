import fs from 'node:fs';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbedded, type EmbeddedDatabase } from './embedded.ts';

/** What each fs.fsyncSync of this process synced: the file behind the descriptor (Linux names it in /proc). */
function countSyncs() {
  const synced: string[] = [];
  const real = fs.fsyncSync;
  const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    synced.push(process.platform === 'linux' ? readlinkSync(`/proc/self/fd/${fd}`) : String(fd));
    real(fd);
  });
  return { synced, restore: () => spy.mockRestore() };
}

describe('the embedded database syncs each commit to disk before answering (#18, power cuts)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tcg-fsync-'));
  let embedded: EmbeddedDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    embedded = await startEmbedded({ dataDir: path.join(root, 'data') });
    client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    await client.query('CREATE TABLE entry (id int PRIMARY KEY, result text)');
  });
  afterAll(async () => {
    await client.end();
    await embedded.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('syncs the WAL once per committed write, before the answer arrives; a read syncs nothing', async () => {
    const syncs = countSyncs();
    try {
      for (let i = 0; i < 30; i++) {
        const before = syncs.synced.length;
        await client.query('INSERT INTO entry VALUES ($1, $2)', [i, 'A wins']);
        // The answer is in our hands: the sync happened before it was sent.
        expect(syncs.synced.length - before).toBe(1);
      }
      if (process.platform === 'linux')
        expect(syncs.synced.every((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      const before = syncs.synced.length;
      expect((await client.query('SELECT count(*)::int AS n FROM entry')).rows[0]).toEqual({ n: 30 });
      expect(syncs.synced.length).toBe(before);
    } finally {
      syncs.restore();
    }
  });

  it('syncs a transaction once, at COMMIT', async () => {
    const syncs = countSyncs();
    try {
      await client.query('BEGIN');
      for (let i = 100; i < 110; i++) await client.query('INSERT INTO entry VALUES ($1, $2)', [i, 'draw']);
      expect(syncs.synced).toHaveLength(0);
      await client.query('COMMIT');
      expect(syncs.synced).toHaveLength(1);
    } finally {
      syncs.restore();
    }
  });
});
