// TOM's match outcome codes beside the 2003 floor rules' results (210): a win, a loss, a draw, a bye, a late entry's loss.
import type { TdfResult } from './types.ts';

/** What an outcome attribute says: a result of two players, a bye, a late entry's loss, or a refusal to explain. */
export type OutcomeReading =
  | { kind: 'result'; result: TdfResult }
  | { kind: 'bye' }
  | { kind: 'lateEntry' }
  | { kind: 'refused'; message: string };

const results: Record<string, TdfResult> = { '0': null, '1': 'player1', '2': 'player2', '3': 'tie' };

export function readOutcome(code: string): OutcomeReading {
  if (code in results) return { kind: 'result', result: results[code]! };
  if (code === '5') return { kind: 'bye' };
  // Seen only in round 1 for a player TOM added late (no <starter>), who then played every later round.
  if (code === '8') return { kind: 'lateEntry' };
  return {
    kind: 'refused',
    message: `outcome "${code.slice(0, 10)}" is not a TOM outcome code the app knows (1 player 1 won, 2 player 2 won, 3 tie, 5 bye, 8 late entry, 0 not reported), and it decides this match: change it in TOM and export again.`,
  };
}

/** The outcome code TOM writes for a result. */
export function outcomeCode(result: TdfResult): string {
  return result === null ? '0' : result === 'player1' ? '1' : result === 'player2' ? '2' : '3';
}
