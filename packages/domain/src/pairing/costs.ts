// 210: what a pairing costs, rule by rule, from the rule that must never bend to the mildest preference.
import { groupsAboveByeGroup, isRepeatBye } from './byes.ts';
import { haveMet, mustAvoid, type Field } from './scoreGroups.ts';

/**
 * Costs in priority order: a rematch outweighs any number of the costs after it, and so on down.
 * rematch, keep-apart pair, second bye, bye above the lowest group, score groups skipped, pair-down.
 */
export type Cost = [rematch: number, avoid: number, repeatBye: number, byeAbove: number, skipped: number, pairDown: number];

/** Place value of each tier, so one number orders costs lexicographically; `top` exceeds any total. */
export interface Prices {
  place: Cost;
  top: number;
}

/** `totals[t]` bounds what tier t can add up to over a whole matching. */
export function pricesFor(totals: Cost): Prices {
  const place: Cost = [0, 0, 0, 0, 0, 0];
  let scale = 1;
  for (let t = place.length - 1; t >= 0; t--) {
    place[t] = scale;
    scale *= totals[t]! + 1;
  }
  return { place, top: scale };
}

const distancePrice = ({ place }: Prices, distance: number): number => (distance > 0 ? place[5] + (distance - 1) * place[4] : 0);

export function pairPrice(field: Field, prices: Prices, a: number, b: number): number {
  const { place } = prices;
  return (
    (haveMet(field, a, b) ? place[0] : 0) +
    (mustAvoid(field, a, b) ? place[1] : 0) +
    distancePrice(prices, Math.abs(field.group[a]! - field.group[b]!))
  );
}

export function byePrice(field: Field, { place }: Prices, p: number, lowestByeGroup: number): number {
  return (isRepeatBye(field, p) ? place[2] : 0) + groupsAboveByeGroup(field, p, lowestByeGroup) * place[3];
}

/** Price of leaving p for a later window that starts at score group `toGroup`: a pair-down at least that far. */
export function passPrice(field: Field, prices: Prices, p: number, toGroup: number): number {
  return distancePrice(prices, toGroup - field.group[p]!);
}
