// 216: the match points a reported outcome must carry under the event's scoring policy.
import type { MatchOutcome, PlayerId } from '../match/types.ts';
import type { Dci2003Policy, ScoringPolicy } from './types.ts';

/**
 * The points `player` earns: win, draw or loss, or under 216's Alternate Scoring System the Prize win
 * at time — only in single-game play (`games` = 1), as 217 keeps the system out of match play.
 */
export function policyPoints(
  policy: ScoringPolicy,
  outcome: MatchOutcome,
  player: PlayerId,
  games = gamesPlayed(outcome),
): number {
  const { win, draw, loss } = policy.matchPoints;
  if (outcome.winner === null) return draw;
  if (outcome.winner !== player) return loss;
  return isAlternatePrizeWin(policy, outcome, games) ? policy.prizeWinAtTime : win;
}

function isAlternatePrizeWin(policy: ScoringPolicy, outcome: MatchOutcome, games: number): policy is Dci2003Policy {
  return policy.name === 'dci2003' && policy.alternateScoring && outcome.decidedOnPrizes && games === 1;
}

function gamesPlayed(outcome: MatchOutcome): number {
  let games = outcome.gamesDrawn;
  for (const wins of Object.values(outcome.gameWins)) games += wins;
  return games;
}
