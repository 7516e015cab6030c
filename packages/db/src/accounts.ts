// Issue #7: organizer accounts and their server-side sessions. Passwords arrive hashed, session ids as SHA-256 of the token.
import type { Account, Of } from '@tcg/contract';
import { writeAudit } from './audit.ts';
import type { Tx } from './transaction.ts';

type AccountView = Of<typeof Account>['account'];

/** A new account as stored: its password already hashed. */
export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
}

const toAccount = (row: AccountView): AccountView => ({ id: row.id, email: row.email, name: row.name });

/** Serializes account creation: the first account, and each email, decided once. */
const lockAccounts = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('accounts:setup'))`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const accountRepository = {
  async any(tx: Tx): Promise<boolean> {
    return (await tx.account.count()) > 0;
  },

  /** The new account, or null when the email is taken (the caller must not tell which); the first account is the installation admin. */
  async create(tx: Tx, input: NewAccount): Promise<AccountView | null> {
    const email = normalizeEmail(input.email);
    await lockAccounts(tx);
    if (await tx.account.findUnique({ where: { email }, select: { id: true } })) return null;
    return toAccount(await tx.account.create({ data: { ...input, email, admin: !(await this.any(tx)) } }));
  },

  /** The first-run organizer, the installation admin: only while no account exists; it adopts the events nobody owns. Null once set up. */
  async createFirst(tx: Tx, input: NewAccount): Promise<AccountView | null> {
    await lockAccounts(tx);
    if (await this.any(tx)) return null;
    const account = toAccount(
      await tx.account.create({ data: { ...input, email: normalizeEmail(input.email), admin: true } }),
    );
    const orphans = await tx.event.findMany({ where: { ownerId: null }, select: { id: true } });
    await tx.event.updateMany({ where: { ownerId: null }, data: { ownerId: account.id } });
    for (const { id } of orphans)
      await writeAudit(tx, id, account.email, 'event.adopt', { after: { ownerId: account.id } });
    return account;
  },

  /** Whether the account set the installation up. */
  async isAdmin(tx: Tx, accountId: string): Promise<boolean> {
    return (await tx.account.findUnique({ where: { id: accountId }, select: { admin: true } }))?.admin ?? false;
  },

  async credentials(tx: Tx, email: string): Promise<{ account: AccountView; passwordHash: string } | null> {
    const row = await tx.account.findUnique({ where: { email: normalizeEmail(email) } });
    return row ? { account: toAccount(row), passwordHash: row.passwordHash } : null;
  },

  /** A new password set from the command line by the installation's admin: every session of the account ends. Null for an unknown email. */
  async resetPassword(tx: Tx, email: string, passwordHash: string, actor: string): Promise<AccountView | null> {
    const row = await tx.account.findUnique({ where: { email: normalizeEmail(email) } });
    if (!row) return null;
    await tx.account.update({ where: { id: row.id }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { accountId: row.id } });
    await writeAudit(tx, null, actor, 'account.passwordReset', { after: { email: row.email } });
    return toAccount(row);
  },

  async startSession(tx: Tx, sessionId: string, accountId: string, expiresAt: Date): Promise<void> {
    await tx.session.create({ data: { id: sessionId, accountId, expiresAt } });
  },

  /** The session's account; an expired session is deleted and counts as none. */
  /** The account of a session that has not expired (one query: every staff request asks); an expired session ends. */
  async sessionAccount(tx: Tx, sessionId: string, now: Date): Promise<AccountView | null> {
    const account = await tx.account.findFirst({
      where: { sessions: { some: { id: sessionId, expiresAt: { gt: now } } } },
    });
    if (account) return toAccount(account);
    await this.endSession(tx, sessionId);
    return null;
  },

  async endSession(tx: Tx, sessionId: string): Promise<void> {
    await tx.session.deleteMany({ where: { id: sessionId } });
  },

  /** Ends every session of the account (a lost phone, a shared laptop): the number ended. */
  async endAllSessions(tx: Tx, accountId: string): Promise<number> {
    return (await tx.session.deleteMany({ where: { accountId } })).count;
  },
};
