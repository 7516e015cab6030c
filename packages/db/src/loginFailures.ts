// Failed sign-ins per key (#18): the API decides the wait from the count; attempts on one key take turns.
import type { FailureCount } from '@tcg/domain/access';
import type { Tx } from './transaction.ts';

const toDate = (count: FailureCount) => ({ failures: count.failures, lastFailureAt: new Date(count.lastFailureAt) });

export const loginFailureRepository = {
  /** The key's count, once no other transaction holds the key: until this one ends, it has the key alone. */
  async lock(tx: Tx, key: string): Promise<FailureCount | null> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`login:${key}`}))`;
    const row = await tx.loginFailures.findUnique({ where: { key } });
    return row && { failures: row.failures, lastFailureAt: row.lastFailureAt.getTime() };
  },

  async save(tx: Tx, key: string, count: FailureCount): Promise<void> {
    await tx.loginFailures.upsert({ where: { key }, create: { key, ...toDate(count) }, update: toDate(count) });
  },

  async clear(tx: Tx, key: string): Promise<void> {
    await tx.loginFailures.deleteMany({ where: { key } });
  },

  /** One failure fewer: an attempt counted before the password was checked, which then succeeded. */
  async takeBack(tx: Tx, key: string): Promise<void> {
    await tx.loginFailures.updateMany({ where: { key, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
  },

  /** Forgets counts whose last failure is older than `before`. */
  async prune(tx: Tx, before: Date): Promise<void> {
    await tx.loginFailures.deleteMany({ where: { lastFailureAt: { lt: before } } });
  },
};
