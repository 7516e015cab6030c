import { describe, expect, it } from 'vitest';
import { penaltyResult } from './penaltyResult.ts';

const lost = { winner: 'opp', penalty: true };

describe('penaltyResult (211)', () => {
  it.each([
    ['a game loss in a one-game match', 'gameLoss', 1, { games: [lost] }],
    ['a game loss in a best of 3: entered with the games played', 'gameLoss', 3, null],
    ['a match loss in a best of 3', 'matchLoss', 3, { games: [lost, lost] }],
    ['a match loss in a best of 5', 'matchLoss', 5, { games: [lost, lost, lost] }],
    ['a match loss in a 2-game match: both games', 'matchLoss', 2, { games: [lost, lost] }],
    ['a game loss in a 2-game match: entered with the games played', 'gameLoss', 2, null],
    ['a warning', 'warning', 1, null],
    ['a disqualification (through the disqualification)', 'disqualification', 1, null],
  ] as const)('%s', (_, penalty, bestOf, expected) => {
    expect(penaltyResult(penalty, bestOf, 'opp')).toEqual(expected);
  });
});
