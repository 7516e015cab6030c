import { describe, expect, it } from 'vitest';
import { describeScoring, ordinal, validateTableScoring, validateTableSize } from './tableScoring.ts';

describe('validateTableScoring', () => {
  it.each([
    [
      { by: 'place', points: [4, 2, 1, 0] },
      { by: 'place', points: [4, 2, 1, 0] },
    ],
    [undefined, null],
    [{ by: 'points' }, { by: 'points' }],
    [
      { by: 'win', measure: { name: 'turns', better: 'lower' } },
      { by: 'win', measure: { name: 'turns', better: 'lower' } },
    ],
    [
      { by: 'place', points: [3, 2, 1], measure: { name: ' badges ' } },
      { by: 'place', points: [3, 2, 1], measure: { name: 'badges', better: 'higher' } },
    ],
  ])('accepts %j', (input, expected) => {
    const result = validateTableScoring(input, 4);
    if (expected === null) expect(result).toMatchObject({ ok: false, error: { field: 'scoring.points' } });
    else expect(result).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ by: 'place', points: [4, 2, 1, 0, 0] }, 'scoring.points', 'Tables seat at most 4: 5 places cannot score.'],
    [{ by: 'place', points: [1, 2] }, 'scoring.points', 'Place 2 cannot score more than place 1 (2 > 1).'],
    [{ by: 'place', points: [4, -1] }, 'scoring.points', 'Place 2 scores -1: points are whole numbers from 0 to 1000.'],
    [{ by: 'points', points: [1] }, 'scoring.points', 'Scoring by points takes no place points.'],
    [{ by: 'chips' }, 'scoring.by', 'Scoring is by "place", "points" or "win", not "chips".'],
    [
      { by: 'win', measure: { name: '' } },
      'scoring.measure.name',
      'A tiebreak measure needs a name of 1 to 40 characters (e.g. "badges").',
    ],
    [
      { by: 'win', measure: { name: 'turns', better: 'fewer' } },
      'scoring.measure.better',
      'A measure is better "higher" or "lower", not "fewer".',
    ],
  ])('refuses %j', (input, field, message) => {
    expect(validateTableScoring(input, 4)).toEqual({ ok: false, error: { code: 'INVALID_FIELD', field, message } });
  });
});

describe('validateTableSize', () => {
  it.each([2, 4, 6])('accepts %i', (size) => expect(validateTableSize(size)).toEqual({ ok: true, value: size }));
  it.each([1, 7, 3.5])('refuses %d', (size) =>
    expect(validateTableSize(size)).toMatchObject({ ok: false, error: { code: 'OUT_OF_RANGE', field: 'tableSize' } }),
  );
  it('needs one', () =>
    expect(validateTableSize(undefined)).toMatchObject({ ok: false, error: { field: 'tableSize' } }));
});

describe('describeScoring', () => {
  it.each([
    [
      { by: 'place' as const, points: [4, 2, 1, 0] },
      'by place: 1st 4, 2nd 2, 3rd 1, 4th 0, later places 0; tied players share the points of the places they span',
    ],
    [{ by: 'points' as const }, 'points reported per player'],
    [
      { by: 'win' as const, measure: { name: 'badges', better: 'higher' as const } },
      'win or loss: 1 point for the winner; ties broken by badges (higher is better)',
    ],
  ])('%j', (scoring, words) => expect(describeScoring(scoring)).toBe(words));

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [21, '21st'],
    [22, '22nd'],
  ])('ordinal %i is %s', (n, words) => expect(ordinal(n)).toBe(words));
});
