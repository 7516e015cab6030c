import { describe, expect, it } from 'vitest';
import { explainPairs } from './explain.ts';
import { fieldOf, groupsInput } from './testFields.ts';

describe('explainPairs', () => {
  // Points 9: A; 6: B, C, D; 3: E; 0: F, G. A met B.
  const input = groupsInput([1, 3, 1, 2], (id) => ({
    opponents: id === 'g0p0' ? ['g1p0'] : id === 'g1p0' ? ['g0p0'] : [],
  }));
  const field = fieldOf(input);
  const at = (id: string) => field.ids.indexOf(id);
  const texts = (pairs: [string, string][], bye: string | null, round = 4) =>
    explainPairs(
      field,
      round,
      pairs.map(([a, b]) => [at(a), at(b)]),
      bye === null ? null : at(bye),
      3,
    );

  it('names same points, the one pair-down an odd group needs, and any beyond it', () => {
    const { pairings } = texts(
      [
        ['g0p0', 'g1p1'],
        ['g1p2', 'g1p0'],
        ['g2p0', 'g3p0'],
        ['g3p1', 'g1p0'],
      ],
      null,
    );
    expect(pairings.map((p) => p.explanation)).toEqual([
      'paired down from 9 to 6: odd group',
      'same points, 6',
      'paired down from 3 to 0: odd group',
      'paired down from 6 to 0: no closer opponent without a rematch',
    ]);
    expect(pairings[3]!.players).toEqual(['g1p0', 'g3p1']);
    expect(pairings[3]!.pairDown).toEqual({ from: 6, to: 0 });
  });

  it('owns up to a rematch, and says round 1 is random', () => {
    const { pairings } = texts([['g1p0', 'g0p0']], null);
    expect(pairings[0]).toEqual({
      players: ['g0p0', 'g1p0'],
      explanation: 'paired down from 9 to 6: odd group; rematch: unavoidable this round',
      rematch: true,
      pairDown: { from: 9, to: 6 },
    });
    expect(texts([['g1p1', 'g1p2']], null, 1).pairings[0]!.explanation).toBe('round 1: random');
  });

  it('gives the reason for a pair-down beyond the parity one at the same boundary, and for passing a group below', () => {
    const { pairings } = texts(
      [
        ['g1p1', 'g2p0'],
        ['g1p2', 'g3p0'],
        ['g1p0', 'g3p1'],
      ],
      null,
    );
    expect(pairings.map((p) => p.explanation)).toEqual([
      'paired down from 6 to 3: no pairing within the group without a rematch',
      'paired down from 6 to 0: no pairing within the group without a rematch',
      'paired down from 6 to 0: no closer opponent without a rematch',
    ]);
  });

  it('explains the bye', () => {
    expect(texts([], 'g3p0').bye).toEqual({ playerId: 'g3p0', explanation: 'bye: lowest group, no earlier bye' });
    expect(texts([], 'g2p0').bye!.explanation).toBe('bye: 3 points, no earlier bye; a lower bye would force a rematch');
  });

  it('explains a bye above the lowest group, and a second bye', () => {
    const byes = fieldOf(groupsInput([2, 2], (id) => ({ hadBye: id.startsWith('g1') || id === 'g0p1' })));
    const bye = (id: string, lowestByeGroup: number) =>
      explainPairs(byes, 3, [], byes.ids.indexOf(id), lowestByeGroup).bye!.explanation;
    expect(bye('g0p0', 0)).toBe('bye: 3 points, the lowest group with a player without a bye');
    expect(bye('g1p0', 0)).toBe('bye: second bye, a first bye for anyone else would force a rematch');
    const everyone = fieldOf(groupsInput([1, 1], () => ({ hadBye: true })));
    expect(explainPairs(everyone, 3, [], 1, 1).bye!.explanation).toBe('bye: lowest group, everyone has had a bye');
  });
});
