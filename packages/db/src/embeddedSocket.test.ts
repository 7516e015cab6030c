// #32 item 4: the embedded database listens on a Unix socket in a directory only the app's user may enter, not on a
// loopback port any local user could reach.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedded, type EmbeddedDatabase } from './embedded.ts';

describe('the embedded database’s socket', () => {
  let embedded: EmbeddedDatabase;
  beforeAll(async () => {
    embedded = await startEmbedded({ dataDir: null });
  });
  afterAll(() => embedded?.stop());

  it('listens on a socket (0600) in a directory (0700) of this user, and nowhere on TCP', () => {
    const dir = statSync(embedded.socketDir);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(dir.uid).toBe(process.getuid!());
    const socket = statSync(`${embedded.socketDir}/.s.PGSQL.5432`);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(new URL(embedded.url).port).toBe('');
    expect(new URL(embedded.url).searchParams.get('host')).toBe(embedded.socketDir);
  });

  it('answers this user through the socket', async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it.runIf(process.getuid?.() === 0 && spawnSync('id', ['nobody']).status === 0)(
    'refuses another local user: the directory cannot be entered',
    () => {
      const tried = spawnSync(
        'su',
        [
          'nobody',
          '-s',
          '/bin/sh',
          '-c',
          `test -e ${embedded.socketDir}/.s.PGSQL.5432 && echo reached || echo refused`,
        ],
        { encoding: 'utf8' },
      );
      expect(tried.stdout.trim()).toBe('refused');
    },
  );

  it('removes the socket’s directory when it stops', async () => {
    const other = await startEmbedded({ dataDir: null });
    await other.stop();
    expect(existsSync(other.socketDir)).toBe(false);
  });
});
