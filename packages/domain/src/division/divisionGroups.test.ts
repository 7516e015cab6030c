import { describe, expect, it } from 'vitest';
import { divisionPods, validateDivisionGroups } from './divisionGroups.ts';

const open = { policy: 'playpokemon', roundsPaired: 0 };

describe('validateDivisionGroups', () => {
  it.each([
    ['all ages together', [['masters', 'juniors', 'seniors']], [['juniors', 'seniors', 'masters']]],
    [
      'Juniors with Seniors, Masters apart',
      [['masters'], ['seniors', 'juniors']],
      [['masters'], ['juniors', 'seniors']],
    ],
    ['each apart', [['juniors'], ['seniors'], ['masters']], [['juniors'], ['seniors'], ['masters']]],
    ['no divisions', null, null],
  ])('accepts %s', (_name, groups, expected) => {
    expect(validateDivisionGroups(groups, open)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a division missing', [['juniors', 'seniors']], open, 'DIVISIONS_INVALID'],
    [
      'a division twice',
      [
        ['juniors', 'seniors'],
        ['seniors', 'masters'],
      ],
      open,
      'DIVISIONS_INVALID',
    ],
    ['an unknown division', [['juniors', 'seniors', 'masters', 'adults']], open, 'DIVISIONS_INVALID'],
    ['an empty group', [['juniors', 'seniors', 'masters'], []], open, 'DIVISIONS_INVALID'],
    [
      'the dci2003 policy',
      [['juniors', 'seniors', 'masters']],
      { policy: 'dci2003', roundsPaired: 0 },
      'DIVISIONS_NEED_PLAYPOKEMON',
    ],
    [
      'after round 1 is paired',
      [['juniors', 'seniors', 'masters']],
      { policy: 'playpokemon', roundsPaired: 1 },
      'DIVISIONS_LOCKED',
    ],
  ])('refuses %s', (_name, groups, facts, code) => {
    const result = validateDivisionGroups(groups, facts);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('divisionPods', () => {
  it('seats each group’s players together, in group order', () => {
    const players = [
      { id: 'a', division: 'masters' as const },
      { id: 'b', division: 'juniors' as const },
      { id: 'c', division: 'seniors' as const },
    ];
    expect(divisionPods(players, [['juniors', 'seniors'], ['masters']])).toEqual([['b', 'c'], ['a']]);
  });
});
