// 211, 213: a game or match loss penalty entered as the match's result: games the opponent wins by the penalty.
import { gamesNeededToWin, type BestOf } from '../match/matchStructure.ts';
import type { MatchReport } from '../match/types.ts';
import type { PenaltyLevel } from './catalog.ts';

/**
 * The result a penalty gives a match without one: a match loss is every game the opponent needs; a game loss is the
 * whole match only when it is one game (in a longer match the game loss is entered with the games played). Null otherwise.
 */
export function penaltyResult(penalty: PenaltyLevel, bestOf: BestOf, opponent: string): MatchReport | null {
  const games = penalty === 'matchLoss' ? gamesNeededToWin(bestOf) : penalty === 'gameLoss' && bestOf === 1 ? 1 : 0;
  if (games === 0) return null;
  return { games: Array.from({ length: games }, () => ({ winner: opponent, penalty: true })) };
}
