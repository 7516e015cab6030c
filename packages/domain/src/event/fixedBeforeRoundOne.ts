// 203, 204, 211, 216, 226: what is announced before the event (its days, games per match, scoring, card interpretation, new-set hold, promo sets) is fixed once round 1 is paired.
import { canChangeBestOf } from '../match/matchStructure.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { EventSettings } from './eventSettings.ts';

const LOCKED = 'round 1 is already paired.';

/** Refuses the first announced setting that `after` changes once a round is paired, naming its field. */
export function fixedBeforeRoundOne(before: EventSettings, after: EventSettings, roundsPaired: number): Result<void> {
  if (roundsPaired === 0) return ok(undefined);
  if (after.bestOf !== before.bestOf) return canChangeBestOf({ roundsPaired });
  for (const field of ['date', 'endDate'] as const) {
    if (after[field] !== before[field])
      return fail(
        'DATE_LOCKED',
        `Decks are judged on the event's date, announced before play: ${LOCKED}`,
        '204',
        field,
      );
  }
  for (const field of ['policy', 'alternateScoring'] as const) {
    if (after.scoring[field] !== before.scoring[field]) {
      return fail(
        'SCORING_LOCKED',
        `Match points are announced before the tournament begins: ${LOCKED}`,
        '216',
        `scoring.${field}`,
      );
    }
  }
  if (after.interpretationClass !== before.interpretationClass) {
    return fail(
      'INTERPRETATION_LOCKED',
      `Which cards judges rule on is announced before play: ${LOCKED}`,
      '203',
      'interpretationClass',
    );
  }
  if (after.newSetHoldWeeks !== before.newSetHoldWeeks) {
    return fail(
      'NEW_SET_HOLD_LOCKED',
      `When a new set is allowed is announced before play: ${LOCKED}`,
      '204',
      'newSetHoldWeeks',
    );
  }
  if (after.unlistedPromos !== before.unlistedPromos) {
    return fail(
      'PROMOS_LOCKED',
      `Which promo sets are legal is announced before play: ${LOCKED}`,
      '226',
      'unlistedPromos',
    );
  }
  return ok(undefined);
}
