import { describe, expect, it } from 'vitest';
import { lateEntryLosses } from './lateEntry.ts';

describe('lateEntryLosses', () => {
  const loss = (round: number, playerId: string) => ({ round, kind: 'lateEntryLoss', playerId });
  it.each([
    ['on time', [{ playerId: 'a', lateEntryRound: 1 }], 3, []],
    ['entered for round 3', [{ playerId: 'a', lateEntryRound: 3 }], 3, [loss(1, 'a'), loss(2, 'a')]],
    ['standings before they entered', [{ playerId: 'a', lateEntryRound: 3 }], 1, [loss(1, 'a')]],
    ['standings before any round', [{ playerId: 'a', lateEntryRound: 2 }], 0, []],
    [
      'two players',
      [
        { playerId: 'a', lateEntryRound: 2 },
        { playerId: 'b', lateEntryRound: 2 },
      ],
      4,
      [loss(1, 'a'), loss(1, 'b')],
    ],
  ])('%s', (_, players, through, expected) => {
    expect(lateEntryLosses(players, through)).toEqual(expected);
  });
});
