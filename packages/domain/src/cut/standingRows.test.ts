import { describe, expect, it } from 'vitest';
import { checkStandings, type StandingRow } from './standingRows.ts';

const row = (playerId: string, rank: number, points: number): StandingRow => ({ playerId, rank, points });

describe('checkStandings', () => {
  it('accepts ranks that rise or repeat for exact ties', () => {
    expect(checkStandings([row('a', 1, 9), row('b', 2, 6), row('c', 2, 6), row('d', 4, 6), row('e', 5, 0)])).toBeNull();
    expect(checkStandings([])).toBeNull();
  });

  it('rejects a rank that goes back, a shared rank with different points, or points that rise', () => {
    expect(checkStandings([row('a', 2, 9), row('b', 1, 6)])?.error).toMatchObject({
      code: 'INVALID_STANDINGS',
      field: 'standings.1',
    });
    expect(checkStandings([row('a', 1, 9), row('b', 1, 6)])?.error.code).toBe('INVALID_STANDINGS');
    expect(checkStandings([row('a', 1, 6), row('b', 2, 9)])?.error.code).toBe('INVALID_STANDINGS');
  });

  it('rejects a player listed twice', () => {
    expect(checkStandings([row('a', 1, 9), row('a', 2, 6)])?.error).toMatchObject({
      code: 'DUPLICATE_PLAYER',
      field: 'standings.1',
    });
  });
});
