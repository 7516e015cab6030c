// 210: score groups, the players with equal match points, highest first.
import type { Random } from '../shared/random.ts';
import { shuffle } from '../shared/random.ts';
import type { PairingInput } from './types.ts';

/** Who each player is linked to, by index, both ways and without repeats: list[start[i] .. start[i] + count[i]). */
export interface Links {
  start: Int32Array;
  count: Int32Array;
  list: Int32Array;
}

/** The Active players by index, with who each may not meet, sorted into score groups. */
export interface Field {
  ids: string[];
  points: number[];
  hadBye: boolean[];
  /** Whether some player has had no bye yet. */
  anyoneWithoutBye: boolean;
  /** Score group of each player: 0 is the highest match points. */
  group: Int32Array;
  groupPoints: number[];
  /** Members of each score group, in random order. */
  members: number[][];
  /** Earlier opponents still Active. */
  met: Links;
  /** Players the organizer asked to keep apart. */
  avoid: Links;
  /** The most players any one player has met or must avoid. */
  maxBlocked: number;
}

export function buildField(input: PairingInput, random: Random): Field {
  const players = input.players;
  const n = players.length;
  const ids = players.map((p) => p.id);
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(id, i));
  const opponentPairs: number[] = [];
  players.forEach((p, i) => {
    for (const o of p.opponents) opponentPairs.push(i, index.get(o) ?? -1);
  });
  const avoidPairs = (input.avoid ?? []).flatMap(([a, b]) => [index.get(a) ?? -1, index.get(b) ?? -1]);
  const met = links(n, opponentPairs);
  const avoid = links(n, avoidPairs);
  const groupPoints = [...new Set(players.map((p) => p.points))].sort((a, b) => b - a);
  const groupOf = new Map(groupPoints.map((pts, g) => [pts, g]));
  const group = Int32Array.from(players, (p) => groupOf.get(p.points)!);
  const sorted: number[][] = groupPoints.map(() => []);
  for (let i = 0; i < n; i++) sorted[group[i]!]!.push(i);
  let maxBlocked = 0;
  for (let i = 0; i < n; i++) maxBlocked = Math.max(maxBlocked, met.count[i]! + avoid.count[i]!);
  return {
    ids,
    points: players.map((p) => p.points),
    hadBye: players.map((p) => p.hadBye),
    anyoneWithoutBye: players.some((p) => !p.hadBye),
    group,
    groupPoints,
    members: sorted.map((m) => shuffle(m, random)),
    met,
    avoid,
    maxBlocked,
  };
}

/** Links from a flat list of index pairs; -1 (a player not in the field, e.g. dropped) and self-links are left out. */
function links(n: number, pairs: number[]): Links {
  const start = new Int32Array(n + 1);
  const valid = (k: number): boolean => pairs[k]! >= 0 && pairs[k + 1]! >= 0 && pairs[k] !== pairs[k + 1];
  for (let k = 0; k < pairs.length; k += 2) {
    if (!valid(k)) continue;
    start[pairs[k]! + 1]!++;
    start[pairs[k + 1]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const list = new Int32Array(start[n]!);
  const count = new Int32Array(n);
  const seen = new Int32Array(n).fill(-1);
  for (let k = 0; k < pairs.length; k += 2) {
    if (!valid(k)) continue;
    const a = pairs[k]!;
    const b = pairs[k + 1]!;
    list[start[a]! + count[a]!++] = b;
    list[start[b]! + count[b]!++] = a;
  }
  for (let i = 0; i < n; i++) {
    let distinct = 0;
    for (let k = start[i]!; k < start[i]! + count[i]!; k++) {
      if (seen[list[k]!] === i) continue;
      seen[list[k]!] = i;
      list[start[i]! + distinct++] = list[k]!;
    }
    count[i] = distinct;
  }
  return { start, count, list };
}

const linked = (links: Links, a: number, b: number): boolean => {
  const end = links.start[a]! + links.count[a]!;
  for (let k = links.start[a]!; k < end; k++) if (links.list[k] === b) return true;
  return false;
};

export const haveMet = (field: Field, a: number, b: number): boolean => linked(field.met, a, b);

export const mustAvoid = (field: Field, a: number, b: number): boolean => linked(field.avoid, a, b);

/** Met before or to be kept apart: a pairing the round should not make if it can help it. */
export const blocked = (field: Field, a: number, b: number): boolean => haveMet(field, a, b) || mustAvoid(field, a, b);
