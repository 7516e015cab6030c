import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { announceUrl, lockDataDir } from './dataDirLock.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durableNodeFs.ts';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string | null;
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

/**
 * PostgreSQL in-process (PGlite) served over the wire protocol on a free loopback port,
 * so the app talks to it with the same pg/Prisma code as to a real server.
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
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
    await server.start();
    const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    if (options.dataDir) announceUrl(options.dataDir, url);
    return {
      url,
      dataDir: options.dataDir,
      dump: () => db.dumpDataDir('none'),
      async stop() {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
