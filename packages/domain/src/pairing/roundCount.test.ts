import { describe, expect, it } from 'vitest';
import { recommendedRounds } from './roundCount.ts';

describe('recommendedRounds', () => {
  it.each([
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [8, 3],
    [9, 4],
    [16, 4],
    [17, 5],
    [32, 5],
    [33, 6],
    [64, 6],
    [65, 7],
    [128, 7],
    [129, 8],
    [212, 8],
    [213, 9],
    [384, 9],
    [385, 10],
    [672, 10],
    [673, 11],
    [1248, 11],
    [1249, 12],
    [2272, 12],
    [2273, 13],
    [16384, 13],
  ])('%i players: %i rounds', (players, rounds) => {
    expect(recommendedRounds(players).rounds).toBe(rounds);
  });

  it('gives the bracket as the reason', () => {
    expect(recommendedRounds(20)).toEqual({ rounds: 5, reason: '17–32 players: 5 Swiss rounds recommended' });
    expect(recommendedRounds(2)).toEqual({ rounds: 1, reason: '2 players: 1 Swiss round recommended' });
    expect(recommendedRounds(5000).reason).toBe('2273 or more players: 13 Swiss rounds recommended');
  });

  it('has no rounds for fewer than two players', () => {
    expect(recommendedRounds(1)).toEqual({ rounds: 0, reason: '1 player: no Swiss rounds' });
    expect(recommendedRounds(0)).toEqual({ rounds: 0, reason: '0 players: no Swiss rounds' });
  });
});
