import { describe, expect, it } from 'vitest';
import type { PairingPlayer } from '../types.ts';
import type { PairingsToCheck } from './facts.ts';
import { verifyPairings } from './verifyPairings.ts';

const p = (id: string, points: number, opponents: string[] = [], hadBye = false): PairingPlayer => ({
  id,
  points,
  opponents,
  hadBye,
});
const t = (table: number, a: string, b: string) => ({ table, players: [a, b] as const });

/** Round 2 of six players: a–b, c–d, e–f met in round 1; a, c, e won. */
const six: PairingsToCheck = {
  round: 2,
  players: [p('a', 3, ['b']), p('b', 0, ['a']), p('c', 3, ['d']), p('d', 0, ['c']), p('e', 3, ['f']), p('f', 0, ['e'])],
  inactive: new Set(['x']),
  tables: [t(1, 'a', 'c'), t(2, 'e', 'b'), t(3, 'd', 'f')],
  byes: [],
  names: new Map([
    ['a', 'Ash'],
    ['b', 'Brock'],
  ]),
};
/** Round 2 of five: d had the bye in round 1 and e lost to c. */
const five: PairingsToCheck = {
  round: 2,
  players: [p('a', 3, ['b']), p('b', 0, ['a']), p('c', 3, ['e']), p('d', 3, [], true), p('e', 0, ['c'])],
  inactive: new Set(),
  tables: [t(1, 'a', 'c'), t(2, 'd', 'b')],
  byes: ['e'],
};
const inPods: PairingsToCheck = {
  ...six,
  pods: [
    ['a', 'b', 'c', 'd'],
    ['e', 'f'],
  ],
  tables: [t(1, 'a', 'c'), t(2, 'b', 'd'), t(3, 'e', 'f')],
};

describe('verifyPairings (210)', () => {
  it.each([
    ['a sound round', six, []],
    ['a sound round with the bye to the lowest player', five, []],
    [
      'a player left out',
      { ...six, tables: six.tables.slice(0, 2), byes: [] },
      [
        { kind: 'PLAYER_UNPAIRED', players: ['d'] },
        { kind: 'PLAYER_UNPAIRED', players: ['f'] },
      ],
    ],
    [
      'a player seated twice',
      { ...six, tables: [t(1, 'a', 'c'), t(2, 'e', 'b'), t(3, 'd', 'a')], byes: ['f'] },
      [{ kind: 'PLAYER_TWICE', message: 'Ash is paired 2 times.' }, { kind: 'TOO_MANY_BYES' }],
    ],
    ['a dropped player paired', { ...six, byes: ['x'] }, [{ kind: 'INACTIVE_PAIRED', players: ['x'] }]],
    ['a stranger paired', { ...six, byes: ['z'] }, [{ kind: 'UNKNOWN_PLAYER', players: ['z'] }]],
    [
      'an avoidable rematch',
      { ...six, tables: [t(1, 'a', 'b'), t(2, 'c', 'e'), t(3, 'd', 'f')] },
      [
        {
          kind: 'AVOIDABLE_REMATCH',
          players: ['a', 'b'],
          message: '1 rematch (Ash and Brock), but a pairing without any rematch exists.',
        },
      ],
    ],
    [
      'a bye in an even field',
      { ...six, tables: [t(1, 'a', 'c'), t(2, 'e', 'b')], byes: ['d', 'f'] },
      [{ kind: 'TOO_MANY_BYES', message: '2 byes (d, f) where none is needed.' }],
    ],
    [
      'a second bye',
      { ...five, tables: [t(1, 'a', 'c'), t(2, 'e', 'b')], byes: ['d'] },
      [{ kind: 'WRONG_BYE', players: ['d', 'b'], message: 'The bye goes to b, not d: d already had one.' }],
    ],
    [
      'the bye above the lowest group',
      { ...five, tables: [t(1, 'a', 'e'), t(2, 'd', 'b')], byes: ['c'] },
      [{ kind: 'WRONG_BYE', players: ['c', 'b'], message: 'The bye goes to b, not c: b has fewer match points.' }],
    ],
    [
      'players of two pods',
      { ...inPods, tables: [t(1, 'a', 'c'), t(2, 'b', 'e'), t(3, 'd', 'f')] },
      [{ kind: 'DIFFERENT_PODS' }, { kind: 'DIFFERENT_PODS' }],
    ],
    ['a rematch a pod cannot avoid', inPods, []],
    [
      'keep-apart pair seated together',
      { ...six, avoid: [['c', 'a'] as const] },
      [{ kind: 'KEEP_APART', players: ['a', 'c'] }],
    ],
  ])('%s', (_, facts, problems) => {
    expect(verifyPairings(facts)).toMatchObject(problems);
    expect(verifyPairings(facts)).toHaveLength(problems.length);
  });

  it('accepts a rematch no pairing avoids', () => {
    const met: PairingsToCheck = {
      round: 2,
      players: [p('a', 3, ['b']), p('b', 0, ['a'])],
      inactive: new Set(),
      tables: [t(1, 'a', 'b')],
      byes: [],
    };
    expect(verifyPairings(met)).toEqual([]);
  });

  it('accepts a bye a lower player cannot take without forcing a rematch', () => {
    // b and c met; giving the bye to the lowest (a) leaves b–c, a rematch: c's bye avoids it.
    const facts: PairingsToCheck = {
      round: 2,
      players: [p('a', 0, []), p('b', 3, ['c']), p('c', 1, ['b'])],
      inactive: new Set(),
      tables: [t(1, 'b', 'a')],
      byes: ['c'],
    };
    expect(verifyPairings(facts)).toEqual([]);
  });

  it('accepts a bye a lower player cannot take without seating a pair kept apart', () => {
    const facts: PairingsToCheck = {
      round: 2,
      players: [p('a', 3, ['b']), p('b', 0, ['a']), p('c', 3, [], true)],
      inactive: new Set(),
      avoid: [['c', 'a']],
      tables: [t(1, 'c', 'b')],
      byes: ['a'],
    };
    expect(verifyPairings(facts)).toEqual([]);
    expect(verifyPairings({ ...facts, avoid: [] })).toMatchObject([{ kind: 'WRONG_BYE', players: ['a', 'b'] }]);
  });
});
