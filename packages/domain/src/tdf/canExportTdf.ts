// TOM files hold Swiss matches of two and a single-elimination cut: a pod-play event has no place in one, and (for
// now) neither has a top cut per age division, which TOM keeps in a pod per division.
import { fail, ok, type Result } from '../shared/error.ts';

export function canExportTdf(type: string, cutsPerDivision = false): Result<void> {
  if (type === 'pods') return fail('TDF_CANNOT_CARRY', 'A TOM file holds matches of two: a pod-play event cannot be written as one (export its CSV or JSON instead).');
  if (cutsPerDivision) return fail('TDF_CANNOT_CARRY', 'A top cut per age division goes into a TOM pod per division, which is not written yet (export its CSV or JSON instead).');
  return ok(undefined);
}
