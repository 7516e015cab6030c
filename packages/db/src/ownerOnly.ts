// Issue 32 item 4: the embedded database is the app's alone. Its data directory, files and lock are readable and
// writable by the app's user only (0700 directories, 0600 files), also in a data directory an older version created.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

function restrict(entry: string): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
  if (stat.isDirectory()) for (const name of readdirSync(entry)) restrict(path.join(entry, name));
}

/**
 * Creates `dataDir` (0700), takes group and other permissions off everything already in it, and sets this process's
 * umask to 077 so every file the database writes later (WAL segments, relations) is born 0600: the process serves
 * that database alone, and its backups hold password hashes too.
 */
export function ownerOnly(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}
