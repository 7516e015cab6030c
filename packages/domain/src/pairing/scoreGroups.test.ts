import { describe, expect, it } from 'vitest';
import { blocked, haveMet, mustAvoid } from './scoreGroups.ts';
import { fieldOf } from './testFields.ts';

describe('buildField', () => {
  const input = {
    round: 3,
    players: [
      { id: 'A', points: 3, opponents: ['B', 'Z'], hadBye: false },
      { id: 'B', points: 6, opponents: ['A'], hadBye: false },
      { id: 'C', points: 3, opponents: ['D'], hadBye: true },
      { id: 'D', points: 0, opponents: [], hadBye: false },
    ],
    avoid: [
      ['A', 'D'],
      ['Y', 'A'],
    ] as [string, string][],
  };

  it('sorts the players into score groups, highest first', () => {
    const field = fieldOf(input);
    expect(field.groupPoints).toEqual([6, 3, 0]);
    expect(Array.from(field.group)).toEqual([1, 0, 1, 2]);
    expect(field.members.map((m) => [...m].sort())).toEqual([[1], [0, 2], [3]]);
  });

  it('knows who met whom both ways, ignoring dropped players, even when only one side lists it', () => {
    const field = fieldOf(input);
    expect(haveMet(field, 0, 1) && haveMet(field, 1, 0)).toBe(true);
    expect(haveMet(field, 3, 2)).toBe(true);
    expect(haveMet(field, 0, 2)).toBe(false);
    expect(mustAvoid(field, 3, 0)).toBe(true);
    expect(blocked(field, 0, 3) && !blocked(field, 1, 2)).toBe(true);
    expect(field.maxBlocked).toBe(2);
  });

  it('shuffles each group with the random it is given', () => {
    const many = {
      round: 1,
      players: Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, points: 0, opponents: [], hadBye: false })),
    };
    expect(fieldOf(many, 1).members[0]).toEqual(fieldOf(many, 1).members[0]);
    expect(fieldOf(many, 1).members[0]).not.toEqual(fieldOf(many, 2).members[0]);
  });
});
