import { describe, expect, it } from 'vitest';
import { scoreTable, type TableEntry } from './tableResult.ts';
import type { TableScoring } from './tableScoring.ts';

const seats = ['a', 'b', 'c', 'd'];
const place: TableScoring = { by: 'place', points: [4, 2, 1, 0] };
const pointsOf = (entry: TableEntry, scoring: TableScoring = place) => {
  const scored = scoreTable(scoring, seats, entry);
  return scored.ok ? Object.fromEntries(scored.value.map((s) => [s.playerId, [s.place, s.points]])) : scored.error;
};

describe('scoreTable: places', () => {
  it.each([
    ['one per place', { a: 1, b: 2, c: 3, d: 4 }, { a: [1, 4], b: [2, 2], c: [3, 1], d: [4, 0] }],
    [
      'a tie for 2nd shares 2nd and 3rd',
      { a: 1, b: 2, c: 2, d: 4 },
      { a: [1, 4], b: [2, 1.5], c: [2, 1.5], d: [4, 0] },
    ],
    ['a tie for 1st shares 1st and 2nd', { a: 1, b: 1, c: 3, d: 4 }, { a: [1, 3], b: [1, 3], c: [3, 1], d: [4, 0] }],
    [
      'everyone tied shares all',
      { a: 1, b: 1, c: 1, d: 1 },
      { a: [1, 1.75], b: [1, 1.75], c: [1, 1.75], d: [1, 1.75] },
    ],
  ])('%s', (_, places, expected) => {
    expect(pointsOf({ places })).toEqual(expected);
  });

  it('scores places the scoring lists no points for as 0', () => {
    expect(pointsOf({ places: { a: 1, b: 2, c: 3, d: 4 } }, { by: 'place', points: [3, 1] })).toMatchObject({
      c: [3, 0],
      d: [4, 0],
    });
  });

  it('scores a win as 1 and a shared win as half', () => {
    expect(pointsOf({ places: { a: 1, b: 2, c: 2, d: 2 } }, { by: 'win' })).toEqual({
      a: [1, 1],
      b: [2, 0],
      c: [2, 0],
      d: [2, 0],
    });
    expect(pointsOf({ places: { a: 1, b: 1, c: 3, d: 3 } }, { by: 'win' })).toMatchObject({ a: [1, 0.5], b: [1, 0.5] });
  });

  it('gives both partners their pair’s place, places counted by pairs', () => {
    expect(
      pointsOf({
        places: { a: 1, b: 1, c: 2, d: 2 },
        partners: [
          ['a', 'b'],
          ['c', 'd'],
        ],
      }),
    ).toEqual({ a: [1, 4], b: [1, 4], c: [2, 2], d: [2, 2] });
  });

  it.each([
    ['a missing seat', { places: { a: 1, b: 2, c: 3 } }, 'INVALID_FIELD', 'places.d'],
    ['a stranger', { places: { a: 1, b: 2, c: 3, d: 4, e: 5 } }, 'INVALID_FIELD', 'places.e'],
    ['a place beyond the table', { places: { a: 1, b: 2, c: 3, d: 5 } }, 'OUT_OF_RANGE', 'places.d'],
    ['a place that does not skip after a tie', { places: { a: 1, b: 1, c: 2, d: 4 } }, 'INVALID_FIELD', 'places.c'],
    ['points instead of places', { points: { a: 1, b: 2, c: 3, d: 4 } }, 'INVALID_FIELD', 'points'],
    ['partners apart', { places: { a: 1, b: 2, c: 3, d: 3 }, partners: [['a', 'b']] }, 'INVALID_FIELD', 'places.b'],
    [
      'a trio of partners',
      { places: { a: 1, b: 1, c: 1, d: 2 }, partners: [['a', 'b', 'c']] },
      'INVALID_FIELD',
      'partners',
    ],
  ])('refuses %s', (_, entry, code, field) => {
    expect(pointsOf(entry as TableEntry)).toMatchObject({ code, field });
  });

  it('says which place a tie leaves next', () => {
    expect(pointsOf({ places: { a: 1, b: 1, c: 2, d: 4 } })).toMatchObject({
      message:
        'With 2 ahead, 2nd place should be 3rd: tied players share a place and the next place skips ("1, 1, 3").',
    });
  });
});

describe('scoreTable: points and measures', () => {
  const byPoints: TableScoring = { by: 'points' };

  it('keeps the reported points and places by them, ties sharing a place', () => {
    expect(pointsOf({ points: { a: 120, b: 300, c: 120, d: 0 } }, byPoints)).toEqual({
      a: [2, 120],
      b: [1, 300],
      c: [2, 120],
      d: [4, 0],
    });
  });

  it.each([
    ['places instead of points', { places: { a: 1, b: 2, c: 3, d: 4 } }, 'places'],
    ['a negative score', { points: { a: -1, b: 2, c: 3, d: 4 } }, 'points.a'],
    ['a fraction', { points: { a: 1.5, b: 2, c: 3, d: 4 } }, 'points.a'],
    ['a missing seat', { points: { a: 1, b: 2, c: 3 } }, 'points.d'],
  ])('refuses %s', (_, entry, field) => {
    expect(pointsOf(entry as TableEntry, byPoints)).toMatchObject({ field });
  });

  it('records the measure when the event has one, and refuses it otherwise', () => {
    const race: TableScoring = { by: 'place', points: [3, 2, 1, 0], measure: { name: 'badges', better: 'higher' } };
    const scored = scoreTable(race, seats, { places: { a: 1, b: 2, c: 3, d: 4 }, measures: { a: 8, b: 6 } });
    expect(scored.ok && scored.value.map((s) => s.measure)).toEqual([8, 6, null, null]);
    expect(scoreTable(place, seats, { places: { a: 1, b: 2, c: 3, d: 4 }, measures: { a: 8 } })).toMatchObject({
      ok: false,
      error: { field: 'measures' },
    });
  });
});
