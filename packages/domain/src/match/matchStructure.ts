// 211: match structure — one game unless more games a match were announced before the event
import { fail, ok, type Result } from '../shared/error.ts';

/** Best of 1, 3 or 5 games; or a fixed even number of games (2 or 4), where an even split is a draw (217). */
export type BestOf = 1 | 2 | 3 | 4 | 5;

const BEST_OF: readonly BestOf[] = [1, 2, 3, 4, 5];

export function validateBestOf(n: unknown): Result<BestOf> {
  const found = BEST_OF.find((b) => b === n);
  if (found === undefined) {
    return fail(
      'INVALID_BEST_OF',
      `A match is best of 1, 3 or 5 games, or a fixed 2 or 4 games, not ${String(n)}.`,
      '211',
      'bestOf',
    );
  }
  return ok(found);
}

/** Best-of-N is fixed before the event starts, so it is locked once round 1 is paired. */
export function canChangeBestOf({ roundsPaired }: { roundsPaired: number }): Result<void> {
  if (roundsPaired >= 1) {
    return fail(
      'BEST_OF_LOCKED',
      'The number of games per match must be announced before the tournament begins; round 1 is already paired.',
      '211',
      'bestOf',
    );
  }
  return ok(undefined);
}

/** The game wins that decide a match whatever its other games: a majority of its N games (2 of 2, 3 of 4). */
export function gamesNeededToWin(bestOf: BestOf): number {
  return Math.floor(bestOf / 2) + 1;
}

/** A match of a fixed even number of games (211) plays them all unless one player can no longer be caught. */
export const fixedGames = (bestOf: BestOf): boolean => bestOf % 2 === 0;

/** How the match structure is announced: "best of 3", "2 games". */
export const matchStructureLabel = (bestOf: BestOf): string =>
  fixedGames(bestOf) ? `${bestOf} games` : `best of ${bestOf}`;
