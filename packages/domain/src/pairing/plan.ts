// 210: how a large field is cut into pieces that are paired one after another, top score group first.
import { byeCandidatesLast } from './byes.ts';
import type { Field } from './scoreGroups.ts';
import { SPARE_PASS_PAIRS } from './window.ts';

/**
 * An exact window is paired by weighted matching over all its pairs, and may leave a few players
 * to the next segment (`passTo`: the score group that segment starts with; null for the last).
 * A bulk segment is the middle of a large score group, paired at random with local repairs.
 */
export type Segment =
  | { kind: 'exact'; players: number[]; bye: boolean; passTo: number | null }
  | { kind: 'bulk'; players: number[]; passTo: number | null };

export interface Limits {
  /** A group at least this large is paired in bulk, apart from a fringe at its bottom. */
  bulkGroup: number;
  /** Players at the bottom of a bulk group who join the exact window below it. */
  fringe: number;
  /** An exact window is closed once it would grow past this many players... */
  windowMax: number;
  /** ...but only once it has this many, so it can always be paired without a rematch. */
  windowMin: number;
}

/** Most players an exact window may leave to the next segment: one for parity and the spare pairs. */
const MAX_PASSES = 1 + 2 * SPARE_PASS_PAIRS;

/**
 * Sizes that keep every piece dense enough to pair without a rematch: in a set of k players where
 * nobody is blocked from more than k/2 - 1 of the others, a perfect pairing always exists (Dirac).
 */
export function limitsFor(maxBlocked: number): Limits {
  const windowMin = Math.max(24, 2 * (maxBlocked + MAX_PASSES) + 6);
  const fringe = Math.max(16, 2 * maxBlocked + 8);
  return { bulkGroup: windowMin + fringe, fringe, windowMin, windowMax: Math.max(160, 3 * windowMin) };
}

export function planSegments(field: Field, byeGroup: number | null, limits: Limits): Segment[] {
  const segments: Segment[] = [];
  let window: number[] = [];
  let windowHasBye = false;
  const closeWindow = (passTo: number | null): void => {
    if (window.length > 0 || windowHasBye) segments.push({ kind: 'exact', players: window, bye: windowHasBye, passTo });
    window = [];
    windowHasBye = false;
  };
  const groups = field.members;
  groups.forEach((members, g) => {
    const hasBye = g === byeGroup;
    const ordered = hasBye ? byeCandidatesLast(field, members) : members;
    if (members.length >= limits.bulkGroup) {
      closeWindow(g);
      const next = groups[g + 1];
      const needsFringe = hasBye || (next !== undefined && next.length < limits.bulkGroup);
      const split = needsFringe ? ordered.length - limits.fringe : ordered.length;
      segments.push({ kind: 'bulk', players: ordered.slice(0, split), passTo: needsFringe ? g : next ? g + 1 : null });
      window = ordered.slice(split);
      windowHasBye = hasBye;
      return;
    }
    if (window.length + members.length > limits.windowMax && window.length >= limits.windowMin) closeWindow(g);
    window.push(...ordered);
    windowHasBye ||= hasBye;
  });
  closeWindow(null);
  return mergeSmallTail(segments, limits);
}

/** A last window too small to be sure of a rematch-free pairing is paired together with the one above. */
function mergeSmallTail(segments: Segment[], limits: Limits): Segment[] {
  const last = segments.at(-1);
  const before = segments.at(-2);
  if (!last || !before || last.kind !== 'exact' || before.kind !== 'exact' || last.players.length >= limits.windowMin) {
    return segments;
  }
  const merged: Segment = {
    kind: 'exact',
    players: [...before.players, ...last.players],
    bye: before.bye || last.bye,
    passTo: null,
  };
  return [...segments.slice(0, -2), merged];
}
