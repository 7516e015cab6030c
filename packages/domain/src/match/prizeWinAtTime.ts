// 211, 216, 217: what a win on Prizes at time scores in an event, said the same way on every page a judge reads.
import { MATCH_POINTS } from './points.ts';
import { prizeWinPoints } from './timeCalled.ts';

export interface PrizeWinFacts {
  /** Games per match: 1, 3 or 5 (211). */
  bestOf: number;
  scoring: { policy: string; alternateScoring: boolean };
  stage?: 'swiss' | 'elimination';
}

export interface PrizeWinAtTime {
  /** Match points for a win on Prizes at time; null in the top cut, where it only decides who advances. */
  points: number | null;
  sentence: string;
}

/** Alternate Scoring (2 points) applies only to single-game Swiss matches of the DCI 2003 scoring (216); match play keeps 3 (217). */
export function prizeWinAtTime({ bestOf, scoring, stage = 'swiss' }: PrizeWinFacts): PrizeWinAtTime {
  const games = bestOf === 1 ? 'One game a match' : `Best of ${bestOf} games, announced before the event (211)`;
  if (stage === 'elimination')
    return { points: null, sentence: `${games}; top cut: no draws, fewer Prizes at time wins the match (217).` };
  if (bestOf > 1) {
    const alternate = scoring.alternateScoring ? '; the Alternate Scoring System is not used in match play (217)' : '';
    return {
      points: MATCH_POINTS.win,
      sentence: `${games}: the most games won takes the match, worth ${MATCH_POINTS.win} match points${alternate}.`,
    };
  }
  const points = prizeWinPoints(scoring.alternateScoring && scoring.policy === 'dci2003');
  if (points === MATCH_POINTS.win)
    return { points, sentence: `${games}: every win, on Prizes at time too, scores ${points} match points (216).` };
  return {
    points,
    sentence: `${games}: a win on Prizes at time scores ${points} match points, not ${MATCH_POINTS.win} (Alternate Scoring System, 216).`,
  };
}
