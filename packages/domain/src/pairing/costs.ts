// 210: what a pairing costs, rule by rule, from the rule that must never bend to the mildest preference.
import { groupsAboveByeGroup, isRepeatBye } from './byes.ts';
import { haveMet, mustAvoid, type Field } from './scoreGroups.ts';

/**
 * Bounds on what each rule can add up to over a whole matching, in priority order: rematches,
 * keep-apart pairs, second byes, groups the bye sits above the lowest, then the pairs crossing
 * each boundary between score groups from the top (`crossings[b]`: below group b), then pair-downs.
 * Crossings are compared from the top boundary down, so a group only sends players down when it
 * cannot be paired within itself; among equal crossings, fewer pair-downs (one pair skipping a
 * group that pairs within itself rather than a chain of pair-downs through it).
 */
export interface Totals {
  rematch: number;
  avoid: number;
  repeatBye: number;
  byeAbove: number;
  crossings: number[];
  pairDown: number;
}

/** Place value of each rule, so one number orders costs lexicographically; `top` exceeds any total. */
export interface Prices {
  rematch: number;
  avoid: number;
  repeatBye: number;
  byeAbove: number;
  /** `below[g]`: the price of a pair-down from group 0 to group g, the sum of the boundaries it crosses. */
  below: number[];
  pairDown: number;
  top: number;
}

/** Largest total that keeps every dual value of the matching an exact integer (or half). */
const EXACT = 2 ** 51;

export function pricesFor(totals: Totals): Prices {
  const boundaryPlaces = boundaryPlacesFor(totals);
  const below = [0];
  boundaryPlaces.place.forEach((place, b) => below.push(below[b]! + place));
  let scale = boundaryPlaces.scale;
  const next = (total: number): number => {
    const place = scale;
    scale *= total + 1;
    return place;
  };
  const byeAbove = next(totals.byeAbove);
  const repeatBye = next(totals.repeatBye);
  const avoid = next(totals.avoid);
  const rematch = next(totals.rematch);
  return { rematch, avoid, repeatBye, byeAbove, below, pairDown: 1, top: scale };
}

/**
 * Boundaries from the top get place values exceeding everything below them. When a large field
 * has too many boundaries for one exact number, the lowest boundaries share one place value
 * (there, fewer groups crossed in total) and the top ones stay strictly ordered.
 */
function boundaryPlacesFor(totals: Totals): { place: number[]; scale: number } {
  const { crossings } = totals;
  const above = (totals.rematch + 1) * (totals.avoid + 1) * (totals.repeatBye + 1) * (totals.byeAbove + 1);
  for (let exact = crossings.length; exact >= 0; exact--) {
    const shared = crossings.slice(exact).reduce((sum, c) => sum + c, 0);
    const place: number[] = new Array<number>(crossings.length);
    let scale = totals.pairDown + 1;
    for (let b = crossings.length - 1; b >= exact; b--) place[b] = scale;
    scale *= shared + 1;
    for (let b = exact - 1; b >= 0; b--) {
      place[b] = scale;
      scale *= crossings[b]! + 1;
    }
    if (scale * above <= EXACT || exact === 0) return { place, scale };
  }
  throw new Error('unreachable');
}

export const pairDownPrice = (prices: Prices, from: number, to: number): number =>
  from === to ? 0 : prices.below[Math.max(from, to)]! - prices.below[Math.min(from, to)]! + prices.pairDown;

export function pairPrice(field: Field, prices: Prices, a: number, b: number): number {
  return (
    (haveMet(field, a, b) ? prices.rematch : 0) +
    (mustAvoid(field, a, b) ? prices.avoid : 0) +
    pairDownPrice(prices, field.group[a]!, field.group[b]!)
  );
}

export function byePrice(field: Field, prices: Prices, p: number, lowestByeGroup: number): number {
  return (
    (isRepeatBye(field, p) ? prices.repeatBye : 0) + groupsAboveByeGroup(field, p, lowestByeGroup) * prices.byeAbove
  );
}

/** Price of leaving p for a later window that starts at score group `toGroup`: a pair-down at least that far. */
export function passPrice(field: Field, prices: Prices, p: number, toGroup: number): number {
  return pairDownPrice(prices, field.group[p]!, toGroup);
}
