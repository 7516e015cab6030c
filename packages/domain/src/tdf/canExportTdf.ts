// TOM files hold Swiss matches of two and, in each pod (a group of divisions paired together), one single-elimination
// cut, its own division's or the pod's: a pod-play event has no place in one, nor has a cut that spans pods or two cuts inside one pod.
import { DIVISION_NAMES, type Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface TdfExportFacts {
  type: string;
  /** Which divisions are paired together; null: no age divisions. */
  groups: DivisionGroups | null;
  /** The division of each top cut made; null: the whole event's cut. */
  cuts: readonly (Division | null)[];
}

/** Whether the event fits TOM's pods: a whole-event cut in an event of one pod, at most one division's cut in each pod. */
export function canExportTdf({ type, groups, cuts }: TdfExportFacts): Result<void> {
  if (type === 'pods')
    return fail(
      'TDF_CANNOT_CARRY',
      'A TOM file holds matches of two: a pod-play event cannot be written as one (export its CSV or JSON instead).',
    );
  const pods = groups ?? [];
  if (cuts.includes(null) && pods.length > 1) {
    return fail(
      'TDF_CANNOT_CARRY',
      'One top cut across divisions paired apart does not fit TOM, whose pods each cut their own players (export its CSV or JSON instead).',
    );
  }
  // TOM plays a division's cut inside its pod (a Seniors cut in a Juniors + Seniors pod), one cut per pod.
  const shared = pods.find(
    (group) => cuts.filter((division) => division !== null && group.includes(division)).length > 1,
  );
  if (shared) {
    return fail(
      'TDF_CANNOT_CARRY',
      `${shared.map((d) => DIVISION_NAMES[d]).join(' and ')} each have a top cut in one pod, and a TOM pod holds one cut (export its CSV or JSON instead).`,
    );
  }
  return ok(undefined);
}
