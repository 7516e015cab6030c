import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { pairBulk } from './bulk.ts';
import { blocked } from './scoreGroups.ts';
import { fieldOf, groupsInput } from './testFields.ts';

describe('pairBulk', () => {
  it('pairs a large group without a rematch and, when odd, passes the player carried into it on down', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      const opponents = (id: string) =>
        Array.from({ length: 6 }, () => `g1p${Math.floor(random() * 60)}`).filter((o) => o !== id);
      const field = fieldOf(
        groupsInput([1, 60], (id) => ({ opponents: id === 'g0p0' ? ['g1p0', 'g1p1', 'g1p2'] : opponents(id) })),
        seed,
      );
      const result = pairBulk(field, [0], field.members[1]!, true, seededRandom(seed))!;
      expect(result.passed).toEqual([0]);
      expect(result.pairs).toHaveLength(30);
      expect(result.pairs.some((pair) => blocked(field, pair[0], pair[1]))).toBe(false);
      expect([...result.pairs.flat(), ...result.passed].sort((a, b) => a - b)).toEqual(field.ids.map((_, i) => i));
    }
  });

  it('splits an existing pair when the last two left have met', () => {
    // In this order the greedy pass pairs A-B, then finds C and D, who met, left over.
    const field = fieldOf({
      round: 2,
      players: ['A', 'B', 'C', 'D'].map((id) => ({ id, points: 0, opponents: id === 'C' ? ['D'] : [], hadBye: false })),
    });
    const result = pairBulk(field, [], [0, 1, 2, 3], false, seededRandom(1))!;
    expect(result.passed).toEqual([]);
    expect(result.pairs.map((pair) => [...pair].sort())).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('gives up, for the exact matching to take over, when nobody is left for a player', () => {
    const field = fieldOf(
      groupsInput([1, 5], (id) => ({ opponents: id === 'g0p0' ? ['g1p0', 'g1p1', 'g1p2', 'g1p3', 'g1p4'] : [] })),
    );
    expect(pairBulk(field, [0], field.members[1]!, true, seededRandom(1))).toBeNull();
    expect(pairBulk(field, [], field.members[1]!.slice(2), false, seededRandom(1))).toBeNull();
  });
});
