// The bye in an odd field, after the DCI's Swiss procedure (1999: the bottom player gets the bye):
// lowest score group first, nobody's second bye while someone without one could take it.
import type { Field } from './scoreGroups.ts';

/** The lowest score group holding a player without a bye (the lowest group when everyone had one). */
export function byeGroup(field: Field): number {
  for (let g = field.members.length - 1; g >= 0; g--) {
    if (field.members[g]!.some((p) => !field.hadBye[p])) return g;
  }
  return field.members.length - 1;
}

/** Whether giving player p the bye would be a second bye while someone else had none. */
export function isRepeatBye(field: Field, p: number): boolean {
  return field.hadBye[p]! && field.anyoneWithoutBye;
}

/** Score groups between player p and the group the bye belongs to (0 when p is in it or below). */
export function groupsAboveByeGroup(field: Field, p: number, lowestByeGroup: number): number {
  return Math.max(0, lowestByeGroup - field.group[p]!);
}

/** Bye candidates of a group listed last, so a split of the group keeps them together at its end. */
export function byeCandidatesLast(field: Field, members: number[]): number[] {
  return [...members.filter((p) => field.hadBye[p]), ...members.filter((p) => !field.hadBye[p])];
}
