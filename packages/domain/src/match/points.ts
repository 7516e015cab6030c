// 216, 217: match points — win 3, draw 1 each, loss 0 (2 for a Prize win at time under the Alternate Scoring System)
import type { PlayerId } from './types.ts';

export const MATCH_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** Points for each player of a match; `winPoints` lets 216's Prize win at time score 2 instead of 3. */
export function matchPoints(
  winner: PlayerId | null,
  players: readonly [PlayerId, PlayerId],
  winPoints: number = MATCH_POINTS.win,
): Record<PlayerId, number> {
  const scoreFor = (p: PlayerId) =>
    winner === null ? MATCH_POINTS.draw : p === winner ? winPoints : MATCH_POINTS.loss;
  return Object.fromEntries(players.map((p) => [p, scoreFor(p)]));
}
