import { describe, expect, it } from 'vitest';
import type { MatchOutcome } from '../match/types.ts';
import { policyPoints } from './outcomePoints.ts';
import { dci2003, playpokemon } from './policies.ts';

const prizeWin: MatchOutcome = {
  winner: 'ash',
  gameWins: { ash: 1, brock: 0 },
  gamesDrawn: 0,
  points: { ash: 2, brock: 0 },
  decidedOnPrizes: true,
};
const alternate = { ...dci2003, alternateScoring: true };

describe('216: points an outcome must carry', () => {
  it('gives 2 for a single game won on Prizes at time only under the Alternate Scoring System', () => {
    expect(policyPoints(alternate, prizeWin, 'ash')).toBe(2);
    expect(policyPoints(alternate, prizeWin, 'brock')).toBe(0);
    expect(policyPoints(dci2003, prizeWin, 'ash')).toBe(3);
    expect(policyPoints(playpokemon, prizeWin, 'ash')).toBe(3);
  });

  it('keeps 3 for a multi-game match: the Alternate Scoring System is not used in match play (217)', () => {
    const bestOfThree: MatchOutcome = { ...prizeWin, gameWins: { ash: 2, brock: 1 }, points: { ash: 3, brock: 0 } };
    expect(policyPoints(alternate, bestOfThree, 'ash')).toBe(3);
  });

  it('gives the draw points to both players of a drawn match', () => {
    const draw: MatchOutcome = {
      winner: null,
      gameWins: {},
      gamesDrawn: 1,
      points: { ash: 1, brock: 1 },
      decidedOnPrizes: true,
    };
    expect(policyPoints(alternate, draw, 'ash')).toBe(1);
    expect(policyPoints(alternate, draw, 'brock')).toBe(1);
  });
});
