// Issue #7: organizer accounts and their server-side sessions. Passwords arrive hashed, session ids as SHA-256 of the token.
import type { Account, Of } from '@tcg/api/schemas';
import { writeAudit } from './audit.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type AccountView = Of<typeof Account>['account'];

/** A new account as stored: its password already hashed. */
export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
}

const toAccount = (row: AccountView): AccountView => ({ id: row.id, email: row.email, name: row.name });

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const accountRepository = {
  async any(tx: Tx): Promise<boolean> {
    return (await tx.account.count()) > 0;
  },

  /** The new account, or null when the email is taken (the caller must not tell which). */
  async create(tx: Tx, input: NewAccount): Promise<AccountView | null> {
    try {
      return toAccount(await tx.account.create({ data: { ...input, email: normalizeEmail(input.email) } }));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  },

  /** The first-run organizer: only while no account exists; it adopts the events nobody owns. Null once set up. */
  async createFirst(tx: Tx, input: NewAccount): Promise<AccountView | null> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('accounts:setup'))`;
    if (await this.any(tx)) return null;
    const account = toAccount(await tx.account.create({ data: { ...input, email: normalizeEmail(input.email) } }));
    const orphans = await tx.event.findMany({ where: { ownerId: null }, select: { id: true } });
    await tx.event.updateMany({ where: { ownerId: null }, data: { ownerId: account.id } });
    for (const { id } of orphans) await writeAudit(tx, id, account.email, 'event.adopt', { after: { ownerId: account.id } });
    return account;
  },

  async credentials(tx: Tx, email: string): Promise<{ account: AccountView; passwordHash: string } | null> {
    const row = await tx.account.findUnique({ where: { email: normalizeEmail(email) } });
    return row ? { account: toAccount(row), passwordHash: row.passwordHash } : null;
  },

  async startSession(tx: Tx, sessionId: string, accountId: string, expiresAt: Date): Promise<void> {
    await tx.session.create({ data: { id: sessionId, accountId, expiresAt } });
  },

  /** The session's account; an expired session is deleted and counts as none. */
  async sessionAccount(tx: Tx, sessionId: string, now: Date): Promise<AccountView | null> {
    const session = await tx.session.findUnique({ where: { id: sessionId }, include: { account: true } });
    if (!session) return null;
    if (session.expiresAt <= now) {
      await this.endSession(tx, sessionId);
      return null;
    }
    return toAccount(session.account);
  },

  async endSession(tx: Tx, sessionId: string): Promise<void> {
    await tx.session.deleteMany({ where: { id: sessionId } });
  },
};
