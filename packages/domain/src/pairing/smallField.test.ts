import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { byeGroup } from './byes.ts';
import { buildField } from './scoreGroups.ts';
import { pairSmallField, SMALL_FIELD } from './smallField.ts';
import type { PairingInput, PairingPlayer } from './types.ts';

const player = (id: string, points: number, opponents: string[] = []): PairingPlayer => ({
  id,
  points,
  opponents,
  hadBye: false,
});

/** A (3) met E and F; B (1) is alone; C, D, E, F (0) pair among themselves, three equally cheap ways. */
const apartFromTheLeader: PairingInput = {
  round: 3,
  players: [
    player('A', 3, ['E', 'F']),
    player('B', 1),
    player('C', 0),
    player('D', 0),
    player('E', 0, ['A']),
    player('F', 0, ['A']),
  ],
};

const pairsOf = (input: PairingInput, seed: number): string[] | null => {
  const field = buildField(input, seededRandom(seed));
  const result = pairSmallField(field, field.ids.length % 2 === 1, byeGroup(field));
  return (
    result &&
    result.pairs
      .map((pair) =>
        pair
          .map((p) => field.ids[p]!)
          .sort()
          .join('-'),
      )
      .sort()
  );
};

const cases: { name: string; input: PairingInput; pairs: string[] | null }[] = [
  {
    name: 'among equally cheap pairings, the one whose next round pairs closest: the two A has met play each other, so at most one can join A',
    input: apartFromTheLeader,
    pairs: ['A-B', 'C-D', 'E-F'],
  },
  {
    name: 'round 1 (nobody has met): left to the matching, every pairing leads to the same next round',
    input: { round: 1, players: 'ABCD'.split('').map((id) => player(id, 0)) },
    pairs: null,
  },
  {
    name: `more than ${SMALL_FIELD} players: left to the matching`,
    input: {
      round: 2,
      players: Array.from({ length: SMALL_FIELD + 1 }, (_, i) => player(`p${i}`, i % 2 ? 3 : 0, [`p${i ^ 1}`])),
    },
    pairs: null,
  },
];

describe('pairSmallField', () => {
  it.each(cases)('$name', ({ input, pairs }) => {
    for (let seed = 1; seed <= 20; seed++) expect(pairsOf(input, seed)).toEqual(pairs);
  });
});
