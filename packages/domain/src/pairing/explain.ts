// 210: every pairing says why it was made: same points, a pair-down and its reason, a forced rematch.
import { isRepeatBye } from './byes.ts';
import { haveMet, mustAvoid, type Field } from './scoreGroups.ts';
import type { Bye, Pairing } from './types.ts';

/** Why a constraint-driven choice was needed, in the words the organizer's input allows. */
const forcedBy = (field: Field): string =>
  field.avoid.list.length > 0 ? 'a rematch or a pair kept apart' : 'a rematch';

/**
 * Explains the pairs (higher match points first) and the bye. A pair-down is put down to an odd
 * group when it is the one crossing that parity demands at the boundaries it crosses, otherwise
 * to the constraints that kept more players from pairing within their group (costs.ts compares
 * the boundaries from the top, so an extra crossing is never chosen for a lower group's sake).
 */
export function explainPairs(
  field: Field,
  round: number,
  pairs: [number, number][],
  bye: number | null,
  lowestByeGroup: number,
): {
  pairings: Omit<Pairing, 'table'>[];
  bye: Bye | null;
} {
  const oddBoundary = oddBoundaries(field, bye);
  const forced = forcedBy(field);
  const pairings = pairs.map(([x, y]) => {
    const [a, b] = field.group[x]! <= field.group[y]! ? [x, y] : [y, x];
    const pairing: Omit<Pairing, 'table'> = { players: [field.ids[a]!, field.ids[b]!], explanation: '' };
    const from = field.points[a]!;
    const to = field.points[b]!;
    const distance = field.group[b]! - field.group[a]!;
    let text: string;
    if (distance === 0) text = round === 1 ? 'round 1: random' : `same points, ${from}`;
    else {
      pairing.pairDown = { from, to };
      const why = pairDownReason(claimOddBoundaries(oddBoundary, field.group[a]!, field.group[b]!), forced);
      text = `paired down from ${from} to ${to}: ${why}`;
    }
    if (haveMet(field, a, b)) {
      pairing.rematch = true;
      text += '; rematch: unavoidable this round';
    }
    if (mustAvoid(field, a, b)) {
      pairing.shouldNotMeet = true;
      text += '; players asked not to meet: unavoidable this round';
    }
    pairing.explanation = text;
    return pairing;
  });
  return {
    pairings,
    bye:
      bye === null ? null : { playerId: field.ids[bye]!, explanation: explainBye(field, bye, lowestByeGroup, forced) },
  };
}

/**
 * Claims, for a pair-down from group `from` to group `to`, each boundary it crosses that has an odd
 * number of players above it and is not claimed yet; says which of the boundaries it claimed.
 */
function claimOddBoundaries(oddBoundary: Uint8Array, from: number, to: number): boolean[] {
  const claimed: boolean[] = [];
  for (let g = from; g < to; g++) {
    claimed.push(oddBoundary[g] === 1);
    if (oddBoundary[g] === 1) oddBoundary[g] = 2;
  }
  return claimed;
}

/**
 * A pair-down crossing only boundaries that parity demands is for an odd group (one player may skip
 * groups that pair within themselves). Otherwise the constraints are named: for leaving its group,
 * or for passing a group below when that group had room only at the price of a rematch.
 */
function pairDownReason([leaving, ...passing]: boolean[], forced: string): string {
  if (passing.some((claimed) => !claimed)) return `no closer opponent without ${forced}`;
  return leaving ? 'odd group' : `no pairing within the group without ${forced}`;
}

/** 1 at each boundary below score group k where the players above it (bye aside) are odd in number. */
function oddBoundaries(field: Field, bye: number | null): Uint8Array {
  const odd = new Uint8Array(field.members.length);
  let above = 0;
  field.members.forEach((members, g) => {
    above += members.length - (bye !== null && field.group[bye] === g ? 1 : 0);
    odd[g] = above % 2;
  });
  return odd;
}

function explainBye(field: Field, p: number, lowestByeGroup: number, forced: string): string {
  const points = field.points[p]!;
  const lowest = field.members.length - 1;
  if (isRepeatBye(field, p)) return `bye: second bye, a first bye for anyone else would force ${forced}`;
  if (field.hadBye[p]) {
    return field.group[p] === lowest
      ? 'bye: lowest group, everyone has had a bye'
      : `bye: ${points} points, everyone has had a bye and a lower bye would force ${forced}`;
  }
  if (field.group[p] === lowestByeGroup) {
    return lowestByeGroup === lowest
      ? 'bye: lowest group, no earlier bye'
      : `bye: ${points} points, the lowest group with a player without a bye`;
  }
  return `bye: ${points} points, no earlier bye; a lower bye would force ${forced}`;
}
