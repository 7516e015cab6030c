import { describe, expect, it } from 'vitest';
import { askDivision, divisionRanks } from './divisionStandings.ts';

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
    const ranked = divisionRanks(
      rows,
      (row) => juniors.has(row.playerId),
      (row) => row.rank,
    );
    expect(ranked.map(([row, rank]) => [row.playerId, rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['e', 4],
    ]);
  });
});

describe('askDivision', () => {
  it.each([
    [null, undefined, { ok: true, value: null }],
    [[['juniors', 'seniors', 'masters']], 'juniors', { ok: true, value: 'juniors' }],
    [null, 'juniors', { ok: false, error: expect.objectContaining({ code: 'NO_DIVISIONS', field: 'division' }) }],
  ] as const)('groups %j, division %s', (groups, division, expected) => {
    expect(askDivision(groups as never, division)).toEqual(expected);
  });
});
