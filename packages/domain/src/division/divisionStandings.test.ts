import { describe, expect, it } from 'vitest';
import { divisionRanks } from './divisionStandings.ts';

describe('divisionRanks', () => {
  it('ranks a division among itself, ties kept', () => {
    const rows = [
      { playerId: 'a', rank: 1 },
      { playerId: 'b', rank: 2 },
      { playerId: 'c', rank: 3 },
      { playerId: 'd', rank: 3 },
      { playerId: 'e', rank: 5 },
    ];
    const juniors = new Set(['b', 'c', 'd', 'e']);
    expect(divisionRanks(rows, (id) => juniors.has(id))).toEqual([
      { playerId: 'b', rank: 1 },
      { playerId: 'c', rank: 2 },
      { playerId: 'd', rank: 2 },
      { playerId: 'e', rank: 4 },
    ]);
  });
});
