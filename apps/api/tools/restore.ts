// npm run restore -- <file>: the installation as a backup file holds it, checked first (its checksum, and that it fits
// this version's schema), written in one transaction; the audit trail keeps what was written since and records the restore.
import { userInfo } from 'node:os';
import path from 'node:path';
import { restoreBackup, verifyBackup } from '@tcg/db/server';
import { readEnv } from '../src/env.ts';
import { openForMaintenance } from '../src/maintenance.ts';
import { messageOf, runAsCommand } from './commandLine.ts';

export async function runRestore(
  file: string | undefined,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
): Promise<number> {
  if (!file) {
    print('usage: npm run restore -- <backup file> (npm run backup writes them into backups/)');
    return 2;
  }
  const checked = await verifyBackup(path.resolve(file));
  const database = await openForMaintenance(readEnv(env), { shareRunning: false, migrate: true });
  try {
    const restored = await restoreBackup(database.url, checked, `command line (${userInfo().username})`);
    print(
      `Restored ${database.description} to ${restored.takenAt} (the backup of ${checked.header.source}): ${restored.rows} rows in ${restored.tables} tables.`,
    );
    print(
      `The audit trail keeps the ${restored.auditKept} ${restored.auditKept === 1 ? 'entry' : 'entries'} written since the backup, and records the restore.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runAsCommand(import.meta.url, runRestore, (error) => `restore: ${messageOf(error)}; the data was not changed`);
