import { describe, expect, it } from 'vitest';
import { parentsFirst } from './tables.ts';

describe('parentsFirst', () => {
  it.each<[string, string[], [string, string][], string[]]>([
    ['no keys: by name', ['Round', 'Event', 'Match'], [], ['Event', 'Match', 'Round']],
    [
      'a chain',
      ['Game', 'Match', 'Round', 'Event'],
      [
        ['Game', 'Match'],
        ['Match', 'Round'],
        ['Round', 'Event'],
      ],
      ['Event', 'Round', 'Match', 'Game'],
    ],
    [
      'two parents',
      ['Match', 'Player', 'Round'],
      [
        ['Match', 'Player'],
        ['Match', 'Round'],
      ],
      ['Player', 'Round', 'Match'],
    ],
    ['a table referring to itself', ['Node'], [['Node', 'Node']], ['Node']],
    ['a key to a table not backed up', ['Match'], [['Match', 'Elsewhere']], ['Match']],
  ])('%s', (_, tables, keys, ordered) => {
    expect(
      parentsFirst(
        tables,
        keys.map(([child, parent]) => ({ child, parent })),
      ),
    ).toEqual(ordered);
  });

  it('refuses keys in a circle', () => {
    expect(() =>
      parentsFirst(
        ['A', 'B'],
        [
          { child: 'A', parent: 'B' },
          { child: 'B', parent: 'A' },
        ],
      ),
    ).toThrow('foreign keys run in a circle among A, B');
  });
});
