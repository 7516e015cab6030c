// Issue #7: organizer accounts and their server-side sessions. Passwords arrive hashed, session ids as SHA-256 of the token.
import { writeAudit } from './audit.ts';
import { TX_OPTIONS } from './eventState.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';

export interface AccountRecord {
  id: string;
  email: string;
  name: string;
}

export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
}

const toAccount = (row: AccountRecord): AccountRecord => ({ id: row.id, email: row.email, name: row.name });

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function accountRepository(prisma: PrismaClient) {
  return {
    async any(): Promise<boolean> {
      return (await prisma.account.count()) > 0;
    },

    /** The new account, or null when the email is taken (the caller must not tell which). */
    async create(input: NewAccount): Promise<AccountRecord | null> {
      try {
        return toAccount(await prisma.account.create({ data: { ...input, email: normalizeEmail(input.email) } }));
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The first-run organizer: only while no account exists; it adopts the events nobody owns. Null once set up. */
    createFirst(input: NewAccount): Promise<AccountRecord | null> {
      return prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('accounts:setup'))`;
        if ((await tx.account.count()) > 0) return null;
        const account = toAccount(await tx.account.create({ data: { ...input, email: normalizeEmail(input.email) } }));
        const orphans = await tx.event.findMany({ where: { ownerId: null }, select: { id: true } });
        await tx.event.updateMany({ where: { ownerId: null }, data: { ownerId: account.id } });
        for (const { id } of orphans) await writeAudit(tx, id, account.email, 'event.adopt', { after: { ownerId: account.id } });
        return account;
      }, TX_OPTIONS);
    },

    async credentials(email: string): Promise<{ account: AccountRecord; passwordHash: string } | null> {
      const row = await prisma.account.findUnique({ where: { email: normalizeEmail(email) } });
      return row ? { account: toAccount(row), passwordHash: row.passwordHash } : null;
    },

    async startSession(sessionId: string, accountId: string, expiresAt: Date): Promise<void> {
      await prisma.session.create({ data: { id: sessionId, accountId, expiresAt } });
    },

    /** The session's account; an expired session is deleted and counts as none. */
    async sessionAccount(sessionId: string, now: Date): Promise<AccountRecord | null> {
      const session = await prisma.session.findUnique({ where: { id: sessionId }, include: { account: true } });
      if (!session) return null;
      if (session.expiresAt <= now) {
        await prisma.session.deleteMany({ where: { id: sessionId } });
        return null;
      }
      return toAccount(session.account);
    },

    async endSession(sessionId: string): Promise<void> {
      await prisma.session.deleteMany({ where: { id: sessionId } });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
