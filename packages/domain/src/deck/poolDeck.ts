// 231: a Limited deck is registered only when every card but basic Energy comes from the player's pool.
import { fail, ok, type Result } from '../shared/error.ts';
import type { DeckCheck } from './checkDeck.ts';

/** The deck check of a list against the pool, or NOT_IN_POOL naming each card beyond it. */
export function poolDeck(check: DeckCheck): Result<DeckCheck> {
  const missing = check.problems.filter((p) => p.code === 'NOT_IN_POOL');
  if (missing.length === 0) return ok(check);
  return fail('NOT_IN_POOL', missing.map((p) => p.message).join(' '), '231', 'list');
}
