// 210: pairing one window of players exactly: the cheapest pairing by the priorities in costs.ts.
import { byePrice, pairPrice, passPrice, pricesFor, type Totals } from './costs.ts';
import { maxWeightPerfectMatching } from './matching.ts';
import type { Field } from './scoreGroups.ts';

export interface WindowPairing {
  pairs: [number, number][];
  bye: number | null;
  /** Players left to the next segment. */
  passed: number[];
}

/** Spare passes beyond parity, so a window can send a blocked pair down rather than rematch. */
export const SPARE_PASS_PAIRS = 2;

/**
 * Pairs `players` (in their given order, which decides among equally good pairings), giving the
 * bye inside the window when `bye`, and leaving players to score group `passTo` when that is set.
 */
export function pairWindow(
  field: Field,
  players: number[],
  bye: boolean,
  passTo: number | null,
  lowestByeGroup: number,
): WindowPairing {
  const m = players.length;
  const byeVertex = bye ? m : -1;
  const firstDummy = m + (bye ? 1 : 0);
  const parity = firstDummy % 2;
  const dummies = passTo === null ? parity : Math.min(m - (bye ? 1 : 0), parity + 2 * SPARE_PASS_PAIRS);
  const vertexCount = firstDummy + dummies;
  const prices = pricesFor(totalsBound(field, players, dummies, lowestByeGroup, vertexCount / 2));
  const edgeCount = (m * (m - 1)) / 2 + (bye ? m : 0) + dummies * m + (dummies * (dummies - 1)) / 2;
  const from = new Int32Array(edgeCount);
  const to = new Int32Array(edgeCount);
  const weight = new Float64Array(edgeCount);
  let k = 0;
  const add = (i: number, j: number, price: number): void => {
    from[k] = i;
    to[k] = j;
    weight[k++] = prices.top - price;
  };
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) add(i, j, pairPrice(field, prices, players[i]!, players[j]!));
    if (bye) add(i, byeVertex, byePrice(field, prices, players[i]!, lowestByeGroup));
    const pass = passPrice(field, prices, players[i]!, passTo ?? field.members.length);
    for (let d = firstDummy; d < vertexCount; d++) add(i, d, pass);
  }
  for (let d = firstDummy; d < vertexCount; d++) for (let e = d + 1; e < vertexCount; e++) add(d, e, 0);
  return readMatching(players, maxWeightPerfectMatching({ vertexCount, from, to, weight }), byeVertex);
}

/** Bounds each rule over a whole matching of `pairs` pairs: the bye rules occur once, a boundary is crossed at most as often as the smaller side allows. */
export function totalsBound(
  field: Field,
  players: number[],
  dummies: number,
  lowestByeGroup: number,
  pairs: number,
): Totals {
  const inGroup = new Array<number>(field.members.length).fill(0);
  let top = field.members.length;
  for (const p of players) {
    inGroup[field.group[p]!]!++;
    top = Math.min(top, field.group[p]!);
  }
  let above = 0;
  const crossings = inGroup.map((count) => {
    above += count;
    return Math.min(above, players.length - above + dummies);
  });
  return {
    rematch: pairs,
    avoid: pairs,
    repeatBye: 1,
    byeAbove: Math.max(0, lowestByeGroup - top),
    crossings,
    pairDown: pairs,
  };
}

function readMatching(players: number[], mate: Int32Array, byeVertex: number): WindowPairing {
  const result: WindowPairing = { pairs: [], bye: null, passed: [] };
  players.forEach((p, i) => {
    const j = mate[i]!;
    if (j === byeVertex) result.bye = p;
    else if (j >= players.length || j < 0) result.passed.push(p);
    else if (i < j) result.pairs.push([p, players[j]!]);
  });
  return result;
}
