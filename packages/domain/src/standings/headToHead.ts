// Play! Pokémon's last tiebreaker: of exactly two tied players who met, the one with the better head-to-head result is ahead.
import type { Records } from './records.ts';

/** Negative when `a` won more of their matches against `b`, positive when `b` did, 0 when even or they never met. */
export function headToHead(records: Records, a: number, b: number): number {
  const first = a * records.stride;
  let order = 0;
  for (let k = first; k < first + records.opponentCount[a]!; k++)
    if (records.opponents[k] === b) order -= records.results[k]!;
  return order;
}
