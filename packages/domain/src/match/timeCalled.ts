// 216: end-of-match procedures — fewer Prizes wins a single-game match at time; equal Prizes is a draw
import { fail, ok, type Result } from '../shared/error.ts';
import { MATCH_POINTS } from './points.ts';
import { validatePrizesRemaining, type PrizeKind } from './prizes.ts';
import type { PlayerId } from './types.ts';

const MS_PER_MINUTE = 60_000;
const PRIZE_WIN_ALTERNATE = 2;

/**
 * The player with fewer Prize cards remaining, or null when both have the same number.
 * Validates the report: every key must be one of the players and every count in range for the kind of event.
 */
export function winnerOnPrizes(
  prizesRemaining: Record<PlayerId, number>,
  players: readonly [PlayerId, PlayerId],
  kind: PrizeKind,
  field = 'prizesRemaining',
): Result<PlayerId | null> {
  const stranger = Object.keys(prizesRemaining).find((p) => !players.includes(p));
  if (stranger !== undefined) {
    return fail('UNKNOWN_PLAYER', `${stranger} is not playing in this match.`, undefined, `${field}.${stranger}`);
  }
  const [a, b] = players;
  const countA = validatePrizesRemaining(prizesRemaining[a], kind, `${field}.${a}`);
  if (!countA.ok) return countA;
  const countB = validatePrizesRemaining(prizesRemaining[b], kind, `${field}.${b}`);
  if (!countB.ok) return countB;
  if (countA.value === countB.value) return ok(null);
  return ok(countA.value < countB.value ? a : b);
}

/** Match points for winning a single-game match on Prizes at time: 2 under the Alternate Scoring System, else 3. */
export function prizeWinPoints(alternateScoring: boolean): number {
  return alternateScoring ? PRIZE_WIN_ALTERNATE : MATCH_POINTS.win;
}

/**
 * When the end-of-match procedure starts for one match: the round's end plus any judge's time extension.
 * A player in midturn at that moment (has drawn for the turn) still completes the turn first; when that
 * turn ends is the judge's call, so the result is only the moment from which it applies.
 */
export function matchEndsAt(roundEndsAt: number, extensionMinutes = 0): number {
  return roundEndsAt + extensionMinutes * MS_PER_MINUTE;
}

export function validateTimeExtension(minutes: unknown): Result<number> {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
    return fail(
      'INVALID_TIME_EXTENSION',
      `A time extension is a number of minutes, 0 or more, not ${String(minutes)}.`,
      '216',
      'extensionMinutes',
    );
  }
  return ok(minutes);
}
