// 211: match structure — one game unless best-of-N was announced before the event
import { fail, ok, type Result } from '../shared/error.ts';

export type BestOf = 1 | 3 | 5;

const BEST_OF: readonly BestOf[] = [1, 3, 5];

export function validateBestOf(n: unknown): Result<BestOf> {
  const found = BEST_OF.find((b) => b === n);
  if (found === undefined) {
    return fail('INVALID_BEST_OF', `A match is best of 1, 3 or 5 games, not ${String(n)}.`, '211', 'bestOf');
  }
  return ok(found);
}

/** Best-of-N is fixed before the event starts, so it is locked once round 1 is paired. */
export function canChangeBestOf({ roundsPaired }: { roundsPaired: number }): Result<void> {
  if (roundsPaired >= 1) {
    return fail('BEST_OF_LOCKED', 'The number of games per match must be announced before the tournament begins; round 1 is already paired.', '211', 'bestOf');
  }
  return ok(undefined);
}

export function gamesNeededToWin(bestOf: BestOf): number {
  return (bestOf + 1) / 2;
}
