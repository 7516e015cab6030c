// Issue #18: failed sign-ins counted in the database per account and address and per address; the wait they earn is
// the domain's `loginWait`. An attempt counts as a failure before the password is checked, so parallel guesses take
// turns like a sequence of them; a success takes it back.
import { loginFailureRepository as failures, type Db } from '@tcg/db';
import { FREE_FAILURES, LOGIN_FAILURES_KEPT_MS, loginWait, withFailure } from '@tcg/domain/access';
import { sha256 } from './tokens.ts';

/** Hashed, so what was typed as an email (now and then a password) is not stored. Always locked in this order. */
const keysOf = (email: string, address: string) => [
  { key: sha256(`pair ${email} ${address}`), free: FREE_FAILURES.pair },
  { key: sha256(`address ${address}`), free: FREE_FAILURES.address },
];

export function loginThrottle(db: Db) {
  return {
    /** Milliseconds to wait before signing in as `email` from `address`; at 0 the attempt is counted until it succeeds. */
    async attempt(email: string, address: string): Promise<number> {
      const now = Date.now();
      const wait = await db.transaction(async (tx) => {
        const counts = [];
        for (const { key, free } of keysOf(email, address))
          counts.push({ key, free, count: await failures.lock(tx, key) });
        const wait = Math.max(...counts.map(({ count, free }) => loginWait(count, free, now)));
        if (wait === 0) for (const { key, count } of counts) await failures.save(tx, key, withFailure(count, now));
        return wait;
      });
      await failures.prune(db.prisma, new Date(now - LOGIN_FAILURES_KEPT_MS));
      return wait;
    },

    /** The account starts afresh from this address; the address keeps its other failures. */
    async succeeded(email: string, address: string): Promise<void> {
      const [pair, byAddress] = keysOf(email, address);
      await db.transaction(async (tx) => {
        await failures.clear(tx, pair!.key);
        await failures.takeBack(tx, byAddress!.key);
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
