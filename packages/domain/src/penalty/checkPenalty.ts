// DCI Penalty Guidelines: what a judge records: an infraction, a penalty and what happened.
import { fail, ok, type Result } from '../shared/error.ts';
import type { Infraction, PenaltyLevel } from './catalog.ts';

export interface PenaltyEntry {
  infraction: Infraction;
  penalty: PenaltyLevel;
  description: string;
}

/** The penalty as recorded, once it says what happened. */
export function checkPenalty(entry: PenaltyEntry): Result<PenaltyEntry> {
  const description = entry.description.trim();
  if (description.length === 0)
    return fail('DESCRIPTION_REQUIRED', 'A penalty needs a description of what happened.', undefined, 'description');
  return ok({ ...entry, description });
}
