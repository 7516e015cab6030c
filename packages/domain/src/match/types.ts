// 216, 217: the shapes a judge's report and its outcome take.
export type PlayerId = string;

/** One game of a match as the judge reports it. */
export type Game =
  | { winner: PlayerId; penalty?: boolean }
  | { draw: true }
  | { timeCalled: true; prizesRemaining: Record<PlayerId, number>; suddenDeathWinner?: PlayerId };

/** A whole match report: the games played, or a no-show by one player. */
export type MatchReport = { games: Game[] } | { noShow: PlayerId };

/** What a report means for standings: the match winner (null for a draw) and the counts tiebreakers need. */
export interface MatchOutcome {
  winner: PlayerId | null;
  gameWins: Record<PlayerId, number>;
  gamesDrawn: number;
  /** Match points each player earned (3/1/0, or 2 for a Prize win at time under the Alternate Scoring System). */
  points: Record<PlayerId, number>;
  /** True when the match was decided by Prizes remaining when time was called (216/217). */
  decidedOnPrizes: boolean;
}
