// 210: Swiss pairing. Equal match points are paired at random; a player goes down only when their
// group cannot be paired within itself, the highest groups first; a rematch only when no pairing of
// the Active players avoids it; an odd field gives one bye to the lowest score group (the DCI's Swiss
// procedure, 1999: the bottom player gets the bye), a second bye only when nobody without one can take it.
// In a field of up to 9 players, the pairing among equally good ones whose next round pairs closest (smallField.ts).
import type { Random } from '../shared/random.ts';
import { pairBulk } from './bulk.ts';
import { byeGroup } from './byes.ts';
import { explainPairs } from './explain.ts';
import { limitsFor, planSegments, type Segment } from './plan.ts';
import { buildField, type Field } from './scoreGroups.ts';
import { pairSmallField } from './smallField.ts';
import { assignTables } from './tables.ts';
import type { PairingInput, PairingResult } from './types.ts';
import { pairWindow } from './window.ts';

/**
 * Pairs one Swiss round. The same input and the same random sequence give the same pairing.
 * Priorities, each absolute over the next: no rematch, no pair the organizer kept apart, no
 * second bye, the bye in the lowest group, then the fewest pairs crossing each boundary between
 * score groups, from the top boundary down, then the fewest pair-downs.
 */
export function pairRound(input: PairingInput, random: Random): PairingResult {
  const field = buildField(input, random);
  const lowestByeGroup = byeGroup(field);
  const { pairs, bye } = pairField(field, field.ids.length % 2 === 1, lowestByeGroup, random);
  const explained = explainPairs(field, input.round, pairs, bye, lowestByeGroup);
  const points = new Map(input.players.map((p) => [p.id, p.points]));
  return { pairings: assignTables(explained.pairings, (id) => points.get(id)!), bye: explained.bye };
}

function pairField(
  field: Field,
  needsBye: boolean,
  lowestByeGroup: number,
  random: Random,
): { pairs: [number, number][]; bye: number | null } {
  const limits = limitsFor(field.maxBlocked);
  const small = pairSmallField(field, needsBye, lowestByeGroup);
  if (small) return small;
  const everyone = field.members.flat();
  if (everyone.length <= limits.windowMax) {
    const whole = pairWindow(field, everyone, needsBye, null, lowestByeGroup);
    return { pairs: whole.pairs, bye: whole.bye };
  }
  const segments = planSegments(field, needsBye ? lowestByeGroup : null, limits);
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  let carried: number[] = [];
  for (const segment of segments) {
    const result = pairSegment(field, segment, carried, lowestByeGroup, random);
    pairs.push(...result.pairs);
    bye = result.bye ?? bye;
    carried = result.passed;
  }
  return { pairs, bye };
}

function pairSegment(field: Field, segment: Segment, carried: number[], lowestByeGroup: number, random: Random) {
  if (segment.kind === 'bulk') {
    const bulk = pairBulk(field, carried, segment.players, segment.passTo !== null, random);
    if (bulk) return { ...bulk, bye: null };
    return pairWindow(field, [...carried, ...segment.players], false, segment.passTo, lowestByeGroup);
  }
  return pairWindow(field, [...carried, ...segment.players], segment.bye, segment.passTo, lowestByeGroup);
}
