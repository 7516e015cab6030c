// 214 step 7, 232: six Prize cards in Constructed, four in Limited
import { fail, ok, type Result } from '../shared/error.ts';

export type PrizeKind = 'constructed' | 'limited';

export function prizeCount(kind: PrizeKind): number {
  return kind === 'limited' ? 4 : 6;
}

/** A reported count of Prizes remaining must be a whole number between 0 and the Prizes set aside. */
export function validatePrizesRemaining(n: unknown, kind: PrizeKind, field: string): Result<number> {
  const max = prizeCount(kind);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
    const section = kind === 'limited' ? '232' : '214';
    return fail(
      'PRIZES_OUT_OF_RANGE',
      `Prizes remaining must be a whole number from 0 to ${max} in ${kind} play, not ${String(n)}.`,
      section,
      field,
    );
  }
  return ok(n);
}
