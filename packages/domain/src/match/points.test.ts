import { describe, expect, it } from 'vitest';
import { matchPoints } from './points.ts';

const players = ['ash', 'misty'] as const;

describe('matchPoints', () => {
  it.each([
    ['ash', undefined, { ash: 3, misty: 0 }],
    ['misty', undefined, { ash: 0, misty: 3 }],
    [null, undefined, { ash: 1, misty: 1 }],
    ['misty', 2, { ash: 0, misty: 2 }],
    [null, 2, { ash: 1, misty: 1 }],
  ] as const)('winner %s (win worth %s) scores %o', (winner, winPoints, expected) => {
    expect(matchPoints(winner, players, winPoints)).toEqual(expected);
  });
});
