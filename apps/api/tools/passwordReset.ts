// npm run password:reset -- <email>: the installation's admin, at the machine, gives an account a new password
// (printed once) and ends its sessions. With the embedded database, stop the app first: it holds the data directory.
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { accountRepository } from '@tcg/db';
import { openDatabase } from '../src/database.ts';
import { readEnv } from '../src/env.ts';
import { hashPassword } from '../src/passwords.ts';
import { runAsCommand } from './commandLine.ts';

export async function runPasswordReset(
  email: string | undefined,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
): Promise<number> {
  if (!email) {
    print('usage: npm run password:reset -- <email of the account>');
    return 2;
  }
  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  const database = await openDatabase(readEnv(env));
  try {
    const account = await database.db.transaction((tx) =>
      accountRepository.resetPassword(tx, email, passwordHash, `command line (${userInfo().username})`),
    );
    if (!account) {
      print(`password:reset: no account with the email ${email}; nothing was changed`);
      return 1;
    }
    print(`New password for ${account.email}: ${password}`);
    print('Every session of the account has ended. Sign in with it and keep it somewhere safe.');
    return 0;
  } finally {
    await database.close();
  }
}

runAsCommand(import.meta.url, runPasswordReset, (error) => error);
