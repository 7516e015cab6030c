import { describe, expect, it } from 'vitest';
import { remapIds } from './remapIds.ts';

const ids = new Map([
  ['old-a', 'new-a'],
  ['old-b', 'new-b'],
]);

describe('remapIds', () => {
  it.each([
    ['a column', { playerId: 'old-a', name: 'Ash' }, { playerId: 'new-a', name: 'Ash' }],
    ['a JSON record keyed by player', { points: { 'old-a': 3, 'old-b': 0 } }, { points: { 'new-a': 3, 'new-b': 0 } }],
    [
      'arrays and nesting',
      [{ seeds: ['old-b', 'old-a'] }, null, 3, true],
      [{ seeds: ['new-b', 'new-a'] }, null, 3, true],
    ],
    ['strings that only contain an id', { note: 'old-a played', id: 'other' }, { note: 'old-a played', id: 'other' }],
  ])('renames ids in %s', (_name, value, expected) => {
    expect(remapIds(value, ids)).toEqual(expected);
  });

  it('leaves the original alone', () => {
    const value = { playerId: 'old-a' };
    remapIds(value, ids);
    expect(value).toEqual({ playerId: 'old-a' });
  });
});
