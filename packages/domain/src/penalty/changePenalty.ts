// DCI Penalty Guidelines: the head judge may upgrade or downgrade a floor judge's penalty, with a reason.
import { fail, ok, type Result } from '../shared/error.ts';
import { penaltyLevels, penaltyNames, type PenaltyLevel } from './catalog.ts';

export interface PenaltyChange {
  penalty: PenaltyLevel;
  direction: 'upgrade' | 'downgrade';
  reason: string;
}

/** The head judge's change from `current` to `next`, once it is a change and has a reason. */
export function changePenalty(current: PenaltyLevel, next: PenaltyLevel, reason: string): Result<PenaltyChange> {
  if (next === current)
    return fail('PENALTY_UNCHANGED', `The penalty already is ${penaltyNames[current]}.`, undefined, 'penalty');
  const why = reason.trim();
  if (why.length === 0)
    return fail('REASON_REQUIRED', 'Upgrading or downgrading a penalty needs a reason.', undefined, 'reason');
  const direction = penaltyLevels.indexOf(next) > penaltyLevels.indexOf(current) ? 'upgrade' : 'downgrade';
  return ok({ penalty: next, direction, reason: why });
}
