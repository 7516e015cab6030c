// TOM's match outcome codes beside the 2003 floor rules' results (210): a win, a loss, a draw or a bye.
import type { TdfResult } from './types.ts';

/** What an outcome attribute says: a result of two players, a bye, or a refusal to explain. */
export type OutcomeReading = { kind: 'result'; result: TdfResult } | { kind: 'bye' } | { kind: 'refused'; message: string };

const results: Record<string, TdfResult> = { '0': null, '1': 'player1', '2': 'player2', '3': 'tie' };

/** Codes TOM writes for endings the 2003 rules do not score (such as both players losing). */
const notCarried = new Set(['8', '10']);

export function readOutcome(code: string): OutcomeReading {
  if (code in results) return { kind: 'result', result: results[code]! };
  if (code === '5') return { kind: 'bye' };
  if (notCarried.has(code)) {
    return {
      kind: 'refused',
      message: `outcome ${code} is not carried: the 2003 floor rules score a match only as a win, a loss or a draw (210), and TOM's codes 8 and 10 record other endings, such as both players losing. Change the match to 1, 2 or 3 in TOM and export again.`,
    };
  }
  return { kind: 'refused', message: `outcome "${code.slice(0, 10)}" is not a TOM outcome code (1 win, 2 loss, 3 tie, 5 bye, 0 not reported).` };
}

/** The outcome code TOM writes for a result. */
export function outcomeCode(result: TdfResult): string {
  return result === null ? '0' : result === 'player1' ? '1' : result === 'player2' ? '2' : '3';
}
