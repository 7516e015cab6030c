// 231: in a Limited event the player's pool is registered before the deck built from it.
import { fail, ok, type Result } from '../shared/error.ts';

/** The registered pool, or POOL_NOT_REGISTERED: without a pool no deck can show that its cards come from one. */
export function poolBeforeDeck<T>(pool: T | null): Result<T> {
  if (pool === null) {
    return fail(
      'POOL_NOT_REGISTERED',
      "Register the player's pool first: every card of a Limited deck but basic Energy comes from it.",
      '231',
      'pool',
    );
  }
  return ok(pool);
}
