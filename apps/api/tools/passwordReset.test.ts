import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountRepository } from '@tcg/db';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { readEnv } from '../src/env.ts';
import { runPasswordReset } from './passwordReset.ts';
import { hashPassword, verifyPassword } from '../src/passwords.ts';

const root = mkdtempSync(join(tmpdir(), 'password-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const env = { TCG_DATA_DIR: join(root, 'db') };

async function run(email: string | undefined) {
  const lines: string[] = [];
  const code = await runPasswordReset(email, env, (line) => lines.push(line));
  return { code, lines };
}

/** Opens the embedded database between runs (the CLI holds it while it works). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(readEnv(env));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run password:reset -- <email> (#18)', () => {
  it('gives the account a new password, printed once, and ends its sessions', async () => {
    const old = await hashPassword('the forgotten password');
    await withDatabase(async (db) => {
      const account = await db.transaction((tx) =>
        accountRepository.create(tx, { email: 'Misty@Example.test', name: 'Misty', passwordHash: old }),
      );
      await accountRepository.startSession(db.prisma, 'a'.repeat(64), account!.id, new Date(Date.now() + 86_400_000));
    });
    const { code, lines } = await run('misty@example.test');
    expect(code).toBe(0);
    const password = /^New password for misty@example\.test: (\S+)$/.exec(lines[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    await withDatabase(async (db) => {
      const stored = await accountRepository.credentials(db.prisma, 'misty@example.test');
      expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
      expect(await verifyPassword('the forgotten password', stored!.passwordHash)).toBe(false);
      expect(await db.prisma.session.count()).toBe(0);
      expect(await db.prisma.auditEntry.count({ where: { action: 'account.passwordReset' } })).toBe(1);
    });
  });

  it('changes nothing for an unknown email, and says how to call it without one', async () => {
    expect(await run('nobody@example.test')).toEqual({
      code: 1,
      lines: ['password:reset: no account with the email nobody@example.test; nothing was changed'],
    });
    expect((await run(undefined)).code).toBe(2);
  });
});
