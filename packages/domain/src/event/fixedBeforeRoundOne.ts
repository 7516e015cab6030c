// 203, 204, 211, 216, 226: what is announced before the event (its days, games per match, scoring, card interpretation, new-set hold, promo sets) is fixed once round 1 is paired.
import { canChangeBestOf } from '../match/matchStructure.ts';
import type { RuleCode } from '../shared/errorCodes.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { EventSettings } from './eventSettings.ts';

/** One announced setting: where it is read, and what its refusal says once round 1 is paired. */
interface Announced {
  field: string;
  read: (settings: EventSettings) => unknown;
  code: RuleCode;
  why: string;
  section: string;
}

const date = {
  code: 'DATE_LOCKED',
  why: "Decks are judged on the event's date, announced before play",
  section: '204',
} as const;
const scoring = {
  code: 'SCORING_LOCKED',
  why: 'Match points are announced before the tournament begins',
  section: '216',
} as const;

/** Checked in this order: the first one changed is the one refused. */
const announced: readonly Announced[] = [
  { field: 'date', read: (settings) => settings.date, ...date },
  { field: 'endDate', read: (settings) => settings.endDate, ...date },
  { field: 'scoring.policy', read: (settings) => settings.scoring.policy, ...scoring },
  { field: 'scoring.alternateScoring', read: (settings) => settings.scoring.alternateScoring, ...scoring },
  {
    field: 'interpretationClass',
    read: (settings) => settings.interpretationClass,
    code: 'INTERPRETATION_LOCKED',
    why: 'Which cards judges rule on is announced before play',
    section: '203',
  },
  {
    field: 'newSetHoldWeeks',
    read: (settings) => settings.newSetHoldWeeks,
    code: 'NEW_SET_HOLD_LOCKED',
    why: 'When a new set is allowed is announced before play',
    section: '204',
  },
  {
    field: 'unlistedPromos',
    read: (settings) => settings.unlistedPromos,
    code: 'PROMOS_LOCKED',
    why: 'Which promo sets are legal is announced before play',
    section: '226',
  },
];

/** Refuses the first announced setting that `after` changes once a round is paired, naming its field. */
export function fixedBeforeRoundOne(before: EventSettings, after: EventSettings, roundsPaired: number): Result<void> {
  if (roundsPaired === 0) return ok(undefined);
  if (after.bestOf !== before.bestOf) return canChangeBestOf({ roundsPaired });
  const changed = announced.find(({ read }) => read(after) !== read(before));
  if (!changed) return ok(undefined);
  return fail(changed.code, `${changed.why}: round 1 is already paired.`, changed.section, changed.field);
}
