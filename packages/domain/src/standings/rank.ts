// Standings order: points, then the policy's tiebreakers; players still exactly tied share a rank.
import type { StandingsPlayer } from './types.ts';

/**
 * Tiebreakers are means of fractions computed in floating point, so two figures equal as fractions can
 * differ in their last bits (1/3 + 1 and 1/2 + 5/6 do). Figures closer than this are the same figure;
 * distinct figures of a real event lie much further apart (omw over 9 rounds: at least 1/(81 × 7560)).
 */
export const FIGURE_TOLERANCE = 1e-12;

/** Negative when figure `a` is ahead (higher), positive when `b` is, 0 when they are the same figure. */
function figureOrder(a: number, b: number): number {
  const difference = b - a;
  return Math.abs(difference) > FIGURE_TOLERANCE ? difference : 0;
}

/** Sort keys compared in order: negative when `a` is ahead, positive when `b` is, 0 when exactly tied. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < a.length; k++) {
    const order = figureOrder(a[k]!, b[k]!);
    if (order !== 0) return order;
  }
  return 0;
}

export interface SortKeys {
  /** Keys per player: points first, then the tiebreakers in the policy's order; higher is better. */
  readonly perPlayer: number;
  /** Player p's k-th key is `values[p * perPlayer + k]`. */
  readonly values: Float64Array;
}

function compareAt(keys: SortKeys, p: number, q: number): number {
  for (let k = 0; k < keys.perPlayer; k++) {
    const order = figureOrder(keys.values[p * keys.perPlayer + k]!, keys.values[q * keys.perPlayer + k]!);
    if (order !== 0) return order;
  }
  return 0;
}

const collator = new Intl.Collator('en');

function displayOrder(players: readonly StandingsPlayer[], p: number, q: number): number {
  const a = players[p]!;
  const b = players[q]!;
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface Ranked {
  /** Player indexes in standings order. */
  order: number[];
  /** `ranks[i]` is the rank of `order[i]`: 1 + the number of players strictly ahead. */
  ranks: number[];
}

/**
 * Sorts the `ranking` players (indexes into `players`) by their keys and ranks them. Exactly tied
 * players are listed by name, for display only. `separatePair` may order a tied group of exactly two
 * (negative: the first is ahead, positive: the second is, 0: still tied).
 */
export function rankPlayers(
  ranking: readonly number[],
  players: readonly StandingsPlayer[],
  keys: SortKeys,
  separatePair?: (first: number, second: number) => number,
): Ranked {
  const order = [...ranking].sort((p, q) => compareAt(keys, p, q) || displayOrder(players, p, q));
  const ranks: number[] = [];
  while (ranks.length < order.length) {
    const start = ranks.length;
    let end = start + 1;
    while (end < order.length && compareAt(keys, order[end - 1]!, order[end]!) === 0) end++;
    const pairOrder = end - start === 2 && separatePair ? separatePair(order[start]!, order[start + 1]!) : 0;
    if (pairOrder > 0) order.splice(start, 2, order[start + 1]!, order[start]!);
    for (let i = start; i < end; i++) ranks.push(pairOrder === 0 ? start + 1 : i + 1);
  }
  return { order, ranks };
}

/** Sort keys from the players' points and their tiebreaker figures, in order. */
export function sortKeys(points: Float64Array, tiebreakers: readonly Float64Array[]): SortKeys {
  const perPlayer = 1 + tiebreakers.length;
  const values = new Float64Array(points.length * perPlayer);
  for (let p = 0; p < points.length; p++) {
    values[p * perPlayer] = points[p]!;
    for (const [k, figures] of tiebreakers.entries()) values[p * perPlayer + 1 + k] = figures[p]!;
  }
  return { perPlayer, values };
}
