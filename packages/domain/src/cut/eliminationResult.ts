// 217: in single-elimination rounds a match may not end in a draw — fewer Prizes wins at time, sudden death if they are equal
import type { MatchOutcome, PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';

/** A reported top cut result: the match winner (as decided by the match rules) and whether sudden death settled equal Prizes. */
export interface EliminationReport extends Pick<MatchOutcome, 'winner'> {
  suddenDeath?: boolean;
}

export interface EliminationResult {
  winner: PlayerId;
  loser: PlayerId;
  suddenDeath: boolean;
}

export function eliminationResult(
  players: readonly [PlayerId, PlayerId],
  report: EliminationReport,
): Result<EliminationResult> {
  const { winner } = report;
  if (winner === null) {
    return fail(
      'DRAW_NOT_ALLOWED',
      'A top cut match cannot end in a draw: the player with fewer Prizes remaining when time is called wins; with equal Prizes, play sudden death and record its winner.',
      '217',
      'winner',
    );
  }
  const [a, b] = players;
  if (winner !== a && winner !== b) {
    return fail('UNKNOWN_PLAYER', `${winner} is not playing in this match (${a} v ${b}).`, undefined, 'winner');
  }
  return ok({ winner, loser: winner === a ? b : a, suddenDeath: report.suddenDeath ?? false });
}
