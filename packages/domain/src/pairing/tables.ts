// 210: table numbers, table 1 for the highest match points downward; the bye has no table.
import type { Pairing } from './types.ts';

/** Numbers the pairings by their higher, then lower, player's match points; ties keep their order. */
export function assignTables(pairings: Omit<Pairing, 'table'>[], pointsOf: (id: string) => number): Pairing[] {
  const keyed = pairings.map((pairing) => {
    const [a, b] = pairing.players.map(pointsOf) as [number, number];
    return { pairing, high: Math.max(a, b), low: Math.min(a, b) };
  });
  keyed.sort((x, y) => y.high - x.high || y.low - x.low);
  return keyed.map(({ pairing }, i) => ({ table: i + 1, ...pairing }));
}
