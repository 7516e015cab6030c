import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { announceUrl, lockDataDir } from './dataDirLock.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durableNodeFs.ts';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string | null;
  /** The directory of the socket it listens on (0700). */
  socketDir: string;
  /** The whole data directory as a tarball, to start a copy from (`loadDataDir`). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory the data lives in; null keeps it in memory (tests). */
  dataDir: string | null;
  /** A dumped data directory to start from (tests: much faster than running migrations). */
  loadDataDir?: Blob;
}

/** The socket's directory (0700, as mkdtemp makes it) and the socket in it, named as PostgreSQL names its own. */
export function socketPlace(): { dir: string; socket: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tcg-db-'));
  return { dir, socket: path.join(dir, '.s.PGSQL.5432') };
}

/**
 * PostgreSQL in-process (PGlite) served over the wire protocol on a Unix socket in a directory only this user may
 * enter (#32: no other local user can connect, where any could reach a loopback port), so the app talks to it with the
 * same pg/Prisma code as to a real server.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const db = await PGlite.create({
      // On disk, a commit is answered once its WAL is synced (durableNodeFs.ts); in memory there is no disk to wait for.
      ...(options.dataDir ? { fs: new DurableNodeFS(options.dataDir), startParams: DURABLE_START_PARAMS } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    // More connections than any pool we open: pg-pool reconnects after a failed query.
    const place = socketPlace();
    const server = new PGLiteSocketServer({ db, path: place.socket, maxConnections: 16 });
    await server.start();
    chmodSync(place.socket, 0o600);
    const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(place.dir)}&sslmode=disable`;
    if (options.dataDir) announceUrl(options.dataDir, url);
    return {
      url,
      dataDir: options.dataDir,
      dump: () => db.dumpDataDir('none'),
      socketDir: place.dir,
      async stop() {
        await server.stop();
        await db.close();
        rmSync(place.dir, { recursive: true, force: true });
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
