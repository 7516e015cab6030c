// TOM files hold Swiss matches of two and a single-elimination cut: a pod-play event has no place in one.
import { fail, ok, type Result } from '../shared/error.ts';

export function canExportTdf(type: string): Result<void> {
  return type === 'pods' ? fail('TDF_CANNOT_CARRY', 'A TOM file holds matches of two: a pod-play event cannot be written as one (export its CSV or JSON instead).') : ok(undefined);
}
