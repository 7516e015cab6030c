// 210: a small field is paired by trying every pairing: the cheapest by the rules (costs.ts), and among
// equally cheap ones the one whose next round can be paired with the smallest score gaps, over every
// result its tables can have (a draw at DRAW_CHANCE, wins even), the bye after the DCI's Swiss procedure.
import { MATCH_POINTS } from '../match/points.ts';
import { byePrice, pairPrice, pricesFor } from './costs.ts';
import { blocked, type Field } from './scoreGroups.ts';
import { totalsBound } from './window.ts';

/** Fields up to this size are searched in full (945 ways to pair 9 players with a bye). */
export const SMALL_FIELD = 9;
/** Most next rounds weighed per pairing (candidates x results x subsets of players), so a round stays in milliseconds. */
const LOOKAHEAD_WORK = 500_000;
/** Assumed chance of a drawn match when weighing what a pairing leads to. */
const DRAW_CHANCE = 0.05;
/** A point of score gap next round weighs as much as this many floating players. */
const GAP_WEIGHT = 10;
/** A rematch or a bye above the lowest group next round: worse than any gap. */
const FORCED = 1000;

interface Candidate {
  /** Partner of each position in `players` (-1: the bye). */
  mate: Int8Array;
}

/**
 * Every cheapest pairing of the field (bye included when `needsBye`), in the order the field's
 * shuffled groups give, and the one of them whose next round looks best; null when the field is
 * too large or nobody has played yet (then every pairing leads to the same next round).
 */
export function pairSmallField(
  field: Field,
  needsBye: boolean,
  lowestByeGroup: number,
): { pairs: [number, number][]; bye: number | null } | null {
  if (field.ids.length > SMALL_FIELD || field.met.list.length === 0) return null;
  const players = field.members.flat();
  const cheapest = cheapestPairings(field, players, needsBye, lowestByeGroup);
  let best = cheapest[0]!;
  const perCandidate = 3 ** Math.floor(players.length / 2) * 2 ** players.length;
  const weighed = cheapest.slice(0, Math.max(1, Math.floor(LOOKAHEAD_WORK / perCandidate)));
  if (weighed.length > 1) {
    let bestScore = Infinity;
    for (const candidate of weighed) {
      const score = expectedNextRound(field, players, candidate, bestScore);
      if (score < bestScore) [best, bestScore] = [candidate, score];
    }
  }
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  best.mate.forEach((j, i) => {
    if (j === -1) bye = players[i]!;
    else if (i < j) pairs.push([players[i]!, players[j]!]);
  });
  return { pairs, bye };
}

function cheapestPairings(field: Field, players: number[], needsBye: boolean, lowestByeGroup: number): Candidate[] {
  const n = players.length;
  const prices = pricesFor(totalsBound(field, players, 0, lowestByeGroup, Math.ceil(n / 2)));
  const pair = players.map((a) => players.map((b) => (a === b ? 0 : pairPrice(field, prices, a, b))));
  const bye = players.map((p) => byePrice(field, prices, p, lowestByeGroup));
  const mate = new Int8Array(n).fill(-2);
  let found: Candidate[] = [];
  let least = Infinity;
  const visit = (cost: number, byeLeft: boolean): void => {
    if (cost > least) return;
    const i = mate.indexOf(-2);
    if (i === -1) {
      if (cost < least) [least, found] = [cost, []];
      found.push({ mate: mate.slice() });
      return;
    }
    if (byeLeft) {
      mate[i] = -1;
      visit(cost + bye[i]!, false);
    }
    for (let j = i + 1; j < n; j++) {
      if (mate[j] !== -2) continue;
      mate[i] = j;
      mate[j] = i;
      visit(cost + pair[i]![j]!, byeLeft);
      mate[j] = -2;
    }
    mate[i] = -2;
  };
  visit(0, needsBye);
  return found;
}

/**
 * Expected cost of the best next round (score gaps, floats, and anything forced) over every result
 * of these tables; stops once it reaches `bound` (a pairing already found is at least as good).
 */
function expectedNextRound(field: Field, players: number[], candidate: Candidate, bound: number): number {
  const n = players.length;
  const points = players.map((p) => field.points[p]!);
  const hadBye = players.map((p, i) => field.hadBye[p]! || candidate.mate[i] === -1);
  const apart = players.map((a, i) =>
    players.map((b, j) => candidate.mate[i] === j || (a !== b && blocked(field, a, b))),
  );
  const tables: [number, number][] = [];
  candidate.mate.forEach((j, i) => {
    if (j === -1) points[i]! += MATCH_POINTS.win;
    else if (i < j) tables.push([i, j]);
  });
  const win = (1 - DRAW_CHANCE) / 2;
  const memo = new Float64Array(1 << n);
  let expected = 0;
  const play = (t: number, chance: number): void => {
    if (expected >= bound) return;
    if (t === tables.length) {
      expected += chance * bestNextRound(points, hadBye, apart, memo);
      return;
    }
    const [a, b] = tables[t]!;
    const results: [number, number, number][] = [
      [MATCH_POINTS.win, MATCH_POINTS.loss, win],
      [MATCH_POINTS.draw, MATCH_POINTS.draw, DRAW_CHANCE],
      [MATCH_POINTS.loss, MATCH_POINTS.win, win],
    ];
    for (const [pa, pb, p] of results) {
      points[a]! += pa;
      points[b]! += pb;
      play(t + 1, chance * p);
      points[a]! -= pa;
      points[b]! -= pb;
    }
  };
  play(0, 1);
  return expected;
}

/** Cheapest pairing of the next round by score gaps and floats, exactly (over subsets of players). */
function bestNextRound(points: number[], hadBye: boolean[], apart: boolean[][], memo: Float64Array): number {
  const n = points.length;
  let lowest = Infinity;
  let anyEligible = false;
  points.forEach((p, i) => {
    if (hadBye[i]) return;
    anyEligible = true;
    lowest = Math.min(lowest, p);
  });
  if (!anyEligible) lowest = Math.min(...points);
  const cost = new Float64Array(n * (n + 1));
  for (let i = 0; i < n; i++) {
    cost[i * (n + 1) + n] = points[i] === lowest && (!hadBye[i] || !anyEligible) ? 0 : FORCED;
    for (let j = i + 1; j < n; j++) {
      const gap = Math.abs(points[i]! - points[j]!);
      cost[i * (n + 1) + j] = (apart[i]![j] ? FORCED : 0) + GAP_WEIGHT * gap + (gap > 0 ? 2 : 0);
    }
  }
  memo.fill(-1);
  return solveSubsets((1 << n) - 1, n, cost, memo);
}

/** Cheapest way to pair the players in `left` (one bye when they are odd in number): its lowest player meets someone or takes the bye. */
function solveSubsets(left: number, n: number, cost: Float64Array, memo: Float64Array): number {
  if (left === 0) return 0;
  if (memo[left]! >= 0) return memo[left]!;
  const i = 31 - Math.clz32(left & -left);
  const rest = left & ~(1 << i);
  const row = i * (n + 1);
  let best = popcount(left) % 2 === 1 ? cost[row + n]! + solveSubsets(rest, n, cost, memo) : Infinity;
  for (let j = i + 1; j < n; j++) {
    if (rest & (1 << j)) best = Math.min(best, cost[row + j]! + solveSubsets(rest & ~(1 << j), n, cost, memo));
  }
  memo[left] = best;
  return best;
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}
