// 217, Appendix A 8: the single-elimination top cut the organizer chooses, and the one the app recommends from attendance
import { fail, ok, type Result } from '../shared/error.ts';

export const CUT_SIZES = [2, 4, 8, 16, 32, 64] as const;
export type CutSize = (typeof CUT_SIZES)[number];

/** Who goes on to the top cut: a fixed top N, or everyone at or above a match-point threshold. */
export type CutRule = { size: number } | { minPoints: number };
/** The organizer's choice: no top cut (Swiss standings are final), or a cut rule. */
export type CutChoice = { none: true } | CutRule;

export interface CutRecommendation {
  choice: { none: true } | { size: CutSize };
  reason: string;
}

/**
 * Smallest attendance for each recommended cut, largest first. Up to top 8 these are the team's numbers
 * (top 4 from 9, top 8 from 21); after that a cut doubles once the field exceeds eight times the previous
 * cut: top 16 from 65, top 32 from 129, top 64 from 257.
 */
const TIERS: readonly { from: number; size: CutSize }[] = [
  { from: 257, size: 64 },
  { from: 129, size: 32 },
  { from: 65, size: 16 },
  { from: 21, size: 8 },
  { from: 9, size: 4 },
];
const SMALLEST_CUT_FIELD = 9;

export function recommendCut(attendance: number): Result<CutRecommendation> {
  if (!Number.isInteger(attendance) || attendance < 0) {
    return fail(
      'INVALID_ATTENDANCE',
      `Attendance is a whole number of players, not ${String(attendance)}.`,
      undefined,
      'attendance',
    );
  }
  const index = TIERS.findIndex((tier) => attendance >= tier.from);
  const tier = TIERS[index];
  if (tier === undefined) {
    return ok({
      choice: { none: true },
      reason: `${attendance} players: no top cut for ${SMALLEST_CUT_FIELD - 1} or fewer players; the Swiss standings are final.`,
    });
  }
  const next = TIERS[index - 1];
  const range = next ? `${tier.from}–${next.from - 1}` : `${tier.from} or more`;
  return ok({
    choice: { size: tier.size },
    reason: `${attendance} players: top ${tier.size} is recommended for ${range} players.`,
  });
}
