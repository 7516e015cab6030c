// Issue #18, power cuts: PGlite starts PostgreSQL with fsync off (`-F`), and Emscripten's NODEFS has no fsync at all,
// so a commit was answered while its WAL was still in the page cache. Here PostgreSQL runs with fsync on and
// wal_sync_method=fsync (Emscripten's fdatasync is a no-op; its fsync calls the file system's `fsync`), and NODEFS's
// fsync is fs.fsyncSync on the real file: a commit's WAL is on disk before the server sends ReadyForQuery.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitOptions = Parameters<NodeFS['init']>[1];

interface NodeFsStream {
  nfd: number;
}

interface EmscriptenModule {
  FS: { filesystems: { NODEFS: { stream_ops: Record<string, unknown>; tryFSOperation<T>(f: () => T): T } } };
}

/** PGlite's start-up parameters with fsync left on and the WAL flushed with fsync. */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** NODEFS whose fsync reaches the disk (fs.fsyncSync, called through the `fs` object so a test can count it). */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (module: EmscriptenModule) => {
      const nodefs = module.FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream: NodeFsStream) => nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}
