// 210: the middle of a large score group, paired at random. In a group where nobody is blocked from
// half of it, a random greedy pairing plus swaps always completes without a rematch (Dirac), so
// the weighted matching is kept for the small, crowded windows.
import type { Random } from '../shared/random.ts';
import { blocked, type Field } from './scoreGroups.ts';

export interface BulkPairing {
  pairs: [number, number][];
  passed: number[];
}

/**
 * Pairs each player carried down from above with a random resident, then the residents among
 * themselves in their (random) order. `mayPass`: one player may be left to the next segment when
 * the count is odd: a carried player goes on down (one pair-down skipping this group, which pairs
 * within itself), else a resident. Null when the greedy pass and its repairs cannot finish without a rematch.
 */
export function pairBulk(
  field: Field,
  carried: number[],
  residents: number[],
  mayPass: boolean,
  random: Random,
): BulkPairing | null {
  const paired = new Uint8Array(field.ids.length);
  const pairs: [number, number][] = [];
  const passOn =
    mayPass && carried.length > 0 && (carried.length + residents.length) % 2 === 1 ? carried.slice(-1) : [];
  for (const c of carried.slice(0, carried.length - passOn.length)) {
    const partner = firstFree(field, c, residents, Math.floor(random() * residents.length), paired);
    if (partner === -1) return null;
    paired[c] = paired[partner] = 1;
    pairs.push([c, partner]);
  }
  const left: number[] = [];
  residents.forEach((r, i) => {
    if (paired[r]) return;
    const partner = firstFree(field, r, residents, i + 1, paired, false);
    if (partner === -1) {
      left.push(r);
      return;
    }
    paired[r] = paired[partner] = 1;
    pairs.push([r, partner]);
  });
  const passed = passOn.length > 0 ? passOn : left.length % 2 === 1 && mayPass ? [left.pop()!] : [];
  return repair(field, pairs, left) ? { pairs, passed } : null;
}

/** The first unpaired player from `start` on (wrapping round when `wrap`) whom p may meet, or -1. */
function firstFree(field: Field, p: number, players: number[], start: number, paired: Uint8Array, wrap = true): number {
  const n = players.length;
  const end = wrap ? start + n : n;
  for (let k = start; k < end; k++) {
    const q = players[k % n]!;
    if (!paired[q] && q !== p && !blocked(field, p, q)) return q;
  }
  return -1;
}

/** Pairs the leftovers two at a time, directly or by splitting one existing pair between them. */
function repair(field: Field, pairs: [number, number][], left: number[]): boolean {
  while (left.length >= 2) {
    const u = left.pop()!;
    const v = left.pop()!;
    if (!blocked(field, u, v)) {
      pairs.push([u, v]);
      continue;
    }
    const swap = pairs.findIndex(
      ([x, y]) => (!blocked(field, u, x) && !blocked(field, v, y)) || (!blocked(field, u, y) && !blocked(field, v, x)),
    );
    if (swap === -1) return false;
    const [x, y] = pairs[swap]!;
    const straight = !blocked(field, u, x) && !blocked(field, v, y);
    pairs[swap] = straight ? [u, x] : [u, y];
    pairs.push(straight ? [v, y] : [v, x]);
  }
  return left.length === 0;
}
