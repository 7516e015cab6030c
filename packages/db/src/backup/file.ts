// The backup file (#18): gzipped text, one line each. First what the file is (format, layout version, when, from where,
// the migrations its data fits, its tables); then every row as `Table<TAB>row as JSON`, parents' rows first; last the
// SHA-256 of every line before it and the count of rows per table. A file cut short, changed or damaged fails the check.
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'tcg-backup';
export const BACKUP_VERSION = 1;

export interface Migration {
  name: string;
  checksum: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  takenAt: string;
  /** Where the data came from, in words. */
  source: string;
  migrations: Migration[];
  tables: string[];
}

export interface BackupTrailer {
  checksum: string;
  rows: Record<string, number>;
}

/** A file verifyBackup read to its end: its header, and the trailer its rows matched. */
export interface CheckedBackup {
  file: string;
  header: BackupHeader;
  trailer: BackupTrailer;
}

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const rowLine = (table: string, row: string) => `${table}\t${row}\n`;

/** Hashes the lines before the trailer and counts rows per table, as written or read. */
function tally() {
  const hash: Hash = createHash('sha256');
  const rows: Record<string, number> = {};
  return {
    header: (line: string) => hash.update(line),
    add(line: string, table: string) {
      hash.update(line);
      rows[table] = (rows[table] ?? 0) + 1;
    },
    trailer: (): BackupTrailer => ({ checksum: hash.digest('hex'), rows }),
  };
}

/** Syncs a directory, so a file renamed in it stays renamed after a power cut (not possible on Windows: skipped). */
async function syncDirectory(directory: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `file` through a `.part` file renamed when complete, so a backup cut short never looks finished: the rename
 * waits until gzip has flushed its last block, the file stream has written everything, and the file is synced to disk.
 */
export function backupWriter(file: string, header: BackupHeader) {
  const part = `${file}.part`;
  const gzip = createGzip();
  // `flush`: the file is fsynced before it is closed, and the pipeline settles only after that close.
  const written = pipeline(gzip, createWriteStream(part, { flush: true }));
  // Awaited in finish or abort; until then a failure must not count as unhandled.
  written.catch(() => {});
  const counted = tally();
  // `once` rejects when the pipeline fails (a full disk) instead of waiting for a drain that never comes.
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const first = `${JSON.stringify(header)}\n`;
  counted.header(first);
  const started = write(first);
  return {
    async row(table: string, row: string) {
      const line = rowLine(table, row);
      counted.add(line, table);
      await write(line);
    },
    async finish(): Promise<BackupTrailer> {
      await started;
      const trailer = counted.trailer();
      gzip.end(`${JSON.stringify(trailer)}\n`);
      await written;
      await rename(part, file);
      await syncDirectory(path.dirname(file));
      return trailer;
    },
    async abort() {
      gzip.destroy();
      await written.catch(() => {});
      await rm(part, { force: true });
    },
  };
}

/** The file's lines, unzipped; a file that is not gzip, or is cut short, fails here. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    yield* createInterface({ input: gunzip, crlfDelay: Infinity });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') throw new BackupFileError(`${file} does not exist`);
    throw new BackupFileError(`${file} is not a readable backup: ${message}`);
  } finally {
    input.destroy();
  }
}

function parseHeader(file: string, line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError(`${file} is not a TCG Tournaments backup (its first line is not the header)`);
  }
  if (header.format !== BACKUP_FORMAT)
    throw new BackupFileError(`${file} is not a TCG Tournaments backup (format ${JSON.stringify(header.format)})`);
  if (header.version !== BACKUP_VERSION)
    throw new BackupFileError(
      `${file} has layout version ${header.version}; this version of the app reads ${BACKUP_VERSION}`,
    );
  return header as BackupHeader;
}

/** Reads `file` once: its rows after the header, then (`done`) the header and the trailer checked against the rows read. */
function reading(file: string) {
  const counted = tally();
  let header: BackupHeader | null = null;
  let held: string | null = null;
  async function* rows(): AsyncGenerator<{ table: string; row: string }> {
    for await (const line of linesOf(file)) {
      if (header === null) {
        header = parseHeader(file, line);
        counted.header(`${line}\n`);
        continue;
      }
      // Each line is a row until the next one comes: the last is the trailer.
      if (held !== null) {
        const tab = held.indexOf('\t');
        counted.add(`${held}\n`, held.slice(0, tab));
        yield { table: held.slice(0, tab), row: held.slice(tab + 1) };
      }
      held = line;
    }
    if (header === null) throw new BackupFileError(`${file} is empty`);
  }
  return { rows: rows(), done: () => ({ header: header!, trailer: checkTrailer(file, held, counted.trailer()) }) };
}

function checkTrailer(file: string, line: string | null, found: BackupTrailer): BackupTrailer {
  let trailer: Partial<BackupTrailer> = {};
  try {
    trailer = JSON.parse(line ?? '') as Partial<BackupTrailer>;
  } catch {}
  if (typeof trailer.checksum !== 'string')
    throw new BackupFileError(`${file} is incomplete: it ends without the checksum line (cut short while copying?)`);
  if (trailer.checksum !== found.checksum || JSON.stringify(trailer.rows) !== JSON.stringify(found.rows)) {
    throw new BackupFileError(
      `${file} is damaged: its contents do not match the checksum written with them (SHA-256 ${trailer.checksum.slice(0, 12)}…, the rows give ${found.checksum.slice(0, 12)}…)`,
    );
  }
  return trailer as BackupTrailer;
}

/** Reads `file` to its end and checks it: its header, and rows that match its checksum; BackupFileError saying what is wrong. */
export async function verifyBackup(file: string): Promise<CheckedBackup> {
  const read = reading(file);
  for await (const _row of read.rows);
  return { file, ...read.done() };
}

/** The rows of a checked file in order, read again; the file must still match its checksum once they are all read. */
export async function* backupRows({ file, trailer }: CheckedBackup): AsyncGenerator<{ table: string; row: string }> {
  const read = reading(file);
  yield* read.rows;
  if (read.done().trailer.checksum !== trailer.checksum)
    throw new BackupFileError(`${file} changed while it was being restored`);
}
