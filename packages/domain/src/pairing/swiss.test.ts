import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { pairRound } from './swiss.ts';
import type { PairingInput, PairingPlayer, PairingResult } from './types.ts';

const player = (id: string, points: number, opponents: string[] = [], hadBye = false): PairingPlayer => ({
  id,
  points,
  opponents,
  hadBye,
});
/**
 * A round's field by score group, listed from the highest: `{ 6: 'AB' }` is A then B on 6 points;
 * each two-letter string in `met` is a pair who have played each other.
 */
function scoreGroups(round: number, groups: Record<number, string>, met: string[] = []): PairingInput {
  const opponentsOf = (id: string) => met.flatMap(([a, b]) => (a === id ? [b!] : b === id ? [a!] : []));
  const highestFirst = Object.entries(groups).sort(([a], [b]) => Number(b) - Number(a));
  return {
    round,
    players: highestFirst.flatMap(([points, ids]) => [...ids].map((id) => player(id, Number(points), opponentsOf(id)))),
  };
}
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const pairOf = (result: PairingResult, id: string): string | undefined => {
  const pairing = result.pairings.find((p) => p.players.includes(id));
  return pairing?.players.find((other) => other !== id);
};

/** With every seed: each key of `opponents` meets its value, and the tables are explained in this order. */
function expectEverySeed(input: PairingInput, opponents: Record<string, string>, explanations: string[]) {
  for (const seed of seeds) {
    const result = pairRound(input, seededRandom(seed));
    for (const [id, opponent] of Object.entries(opponents)) expect(pairOf(result, id)).toBe(opponent);
    expect(result.pairings.map((p) => p.explanation)).toEqual(explanations);
  }
}

/** Round 2 after A-D, B-E, C-F: the three winners are an odd group of 3 points. */
const roundTwo = scoreGroups(2, { 3: 'ABC', 0: 'DEF' }, ['AD', 'BE', 'CF']);

describe('pairRound: score groups', () => {
  it('pairs one player of an odd group down, never into a rematch, and numbers tables from the top', () => {
    for (const seed of seeds) {
      const result = pairRound(roundTwo, seededRandom(seed));
      expect(result.bye).toBeNull();
      expect(result.pairings.map((p) => p.table)).toEqual([1, 2, 3]);
      const [top, down, bottom] = result.pairings;
      expect(top!.explanation).toBe('same points, 3');
      expect(down!.explanation).toBe('paired down from 3 to 0: odd group');
      expect(down!.pairDown).toEqual({ from: 3, to: 0 });
      expect(bottom!.explanation).toBe('same points, 0');
      const [high, low] = down!.players;
      expect(roundTwo.players.find((p) => p.id === high)!.opponents).not.toContain(low);
      expect(result.pairings.some((p) => p.rematch)).toBe(false);
    }
  });

  it('pairs each group at random: different seeds give different pairings', () => {
    const field: PairingInput = { round: 1, players: 'ABCDEFGHIJKLMNOP'.split('').map((id) => player(id, 0)) };
    const outcomes = new Set(
      seeds.map((seed) =>
        JSON.stringify(
          pairRound(field, seededRandom(seed))
            .pairings.map((p) => [...p.players].sort())
            .sort(),
        ),
      ),
    );
    expect(outcomes.size).toBeGreaterThan(30);
    expect(pairRound(field, seededRandom(1)).pairings[0]!.explanation).toBe('round 1: random');
  });

  it('replays the same pairing for the same input and seed', () => {
    expect(pairRound(roundTwo, seededRandom(99))).toEqual(pairRound(roundTwo, seededRandom(99)));
  });

  it('pairs a lone leader two groups down only when the closer player is a rematch, and says so', () => {
    const input: PairingInput = {
      round: 3,
      players: [player('A', 9, ['B']), player('B', 6, ['A']), player('C', 3), player('D', 3)],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(['C', 'D']).toContain(pairOf(result, 'A'));
      const leader = result.pairings.find((p) => p.players[0] === 'A')!;
      expect(leader.explanation).toBe('paired down from 9 to 3: no closer opponent without a rematch');
      expect(leader.table).toBe(1);
    }
  });

  it('sends a lone leader past a group that pairs within itself rather than start a chain of pair-downs', () => {
    // 9: A; 6: B, C; 3: D. A-D and B-C: one player goes down; A-B and C-D would take two.
    const input: PairingInput = {
      round: 4,
      players: [player('A', 9, ['C']), player('B', 6), player('C', 6, ['A']), player('D', 3)],
    };
    expectEverySeed(input, { A: 'D', B: 'C' }, ['paired down from 9 to 3: odd group', 'same points, 6']);
  });
});

/** Pairs by player, each sorted, for comparing the pairs a seed produced. */
const pairsOf = (result: PairingResult): string[] => result.pairings.map((p) => [...p.players].sort().join('-')).sort();

describe('pairRound: the highest groups are paired first (210)', () => {
  it('pairs the only two 6-point players together when the two 4-point players drew each other (11 players, round 3)', () => {
    // Round 1: A-E, B-F, C-D drawn, G-H, I-J, K bye. Round 2: A-G, B-I, C-E, D-F, H-K, J bye.
    const input: PairingInput = {
      round: 3,
      players: [
        player('A', 6, ['E', 'G']),
        player('B', 6, ['F', 'I']),
        player('C', 4, ['D', 'E']),
        player('D', 4, ['C', 'F']),
        player('G', 3, ['H', 'A']),
        player('H', 3, ['G', 'K']),
        player('I', 3, ['J', 'B']),
        player('K', 3, ['H'], true),
        player('J', 3, ['I'], true),
        player('E', 0, ['A', 'C']),
        player('F', 0, ['B', 'D']),
      ],
    };
    for (const seed of Array.from({ length: 200 }, (_, i) => i + 1)) {
      const result = pairRound(input, seededRandom(seed));
      expect(pairOf(result, 'A')).toBe('B');
      expect(result.pairings[0]).toMatchObject({ table: 1, explanation: 'same points, 6' });
      expect(['E', 'F']).toContain(result.bye!.playerId);
      const fours = result.pairings.filter((p) => p.players[0] === 'C' || p.players[0] === 'D');
      // Each 4-point player goes down (they drew each other); one may go on past the 3-point group, which
      // then pairs within itself, to the 0-point player the odd count leaves.
      expect(fours).toHaveLength(2);
      for (const p of fours)
        expect(p.explanation).toMatch(/^paired down from 4 to (3|0): no pairing within the group without a rematch$/);
      expect(result.pairings.filter((p) => p.pairDown)).toHaveLength(fours.some((p) => p.pairDown!.to === 0) ? 2 : 3);
      expect(result.pairings.some((p) => p.rematch)).toBe(false);
    }
  });

  it('three groups, a blocked pair in the middle one: the middle pair goes down, not the top pair', () => {
    // 6: A, B; 3: C, D, who met; 0: E, F. A-C, B-D, E-F has the same score gaps; the top group comes first.
    const input = scoreGroups(3, { 6: 'AB', 3: 'CD', 0: 'EF' }, ['CD']);
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(pairOf(result, 'A')).toBe('B');
      expect(['E', 'F']).toContain(pairOf(result, 'C'));
      expect(result.pairings.map((p) => p.explanation)).toEqual([
        'same points, 6',
        'paired down from 3 to 0: no pairing within the group without a rematch',
        'paired down from 3 to 0: no pairing within the group without a rematch',
      ]);
    }
  });

  it('keeps the top group together even when pairing it down would close smaller score gaps', () => {
    // 9: A, B; 7: C, D, who drew each other; 3: E, F. A-C, B-D would be gaps of 2, C-E, D-F are gaps of 4.
    const input = scoreGroups(4, { 9: 'AB', 7: 'CD', 3: 'EF' }, ['CD']);
    for (const seed of seeds) expect(pairOf(pairRound(input, seededRandom(seed)), 'A')).toBe('B');
  });

  it('an odd top group sends one player down, past a group that pairs within itself', () => {
    // 6: A, B, C; 4: D, E; 3: F, G, H. One 6-point player meets a 3-point player; D and E play each other.
    const input = scoreGroups(3, { 6: 'ABC', 4: 'DE', 3: 'FGH' });
    const outcomes = new Set<string>();
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(pairOf(result, 'D')).toBe('E');
      const down = result.pairings.filter((p) => p.pairDown);
      expect(down.map((p) => p.explanation)).toEqual(['paired down from 6 to 3: odd group']);
      outcomes.add(pairsOf(result).join(' '));
    }
    expect(outcomes.size).toBeGreaterThan(5);
  });

  it('an odd top group whose next group is blocked: a chain of single pair-downs, each the one parity needs', () => {
    // 6: A, B, C; 4: D, E, who drew each other; 3: F, G, H.
    const input = scoreGroups(3, { 6: 'ABC', 4: 'DE', 3: 'FGH' }, ['DE']);
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(result.pairings.filter((p) => p.pairDown).map((p) => p.explanation)).toEqual([
        'paired down from 6 to 4: odd group',
        'paired down from 4 to 3: odd group',
      ]);
    }
  });
});

describe('pairRound: byes', () => {
  it('gives the bye to the lowest group, to a player without an earlier bye', () => {
    const input: PairingInput = {
      round: 3,
      players: [player('A', 6), player('B', 3), player('C', 3), player('D', 0), player('E', 0, [], true)],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(result.bye).toEqual({ playerId: 'D', explanation: 'bye: lowest group, no earlier bye' });
      expect(result.pairings).toHaveLength(2);
    }
  });

  it('gives nobody a second bye while someone higher up has had none', () => {
    const input: PairingInput = {
      round: 3,
      players: [player('A', 3), player('B', 0, [], true), player('C', 0, [], true)],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(result.bye).toEqual({
        playerId: 'A',
        explanation: 'bye: 3 points, the lowest group with a player without a bye',
      });
      expect(result.pairings.map((p) => [...p.players].sort())).toEqual([['B', 'C']]);
    }
  });

  it('gives a second bye in the lowest group once everyone has had one', () => {
    const input: PairingInput = {
      round: 4,
      players: [player('A', 6, [], true), player('B', 3, [], true), player('C', 3, [], true)],
    };
    const result = pairRound(input, seededRandom(3));
    expect(['B', 'C']).toContain(result.bye!.playerId);
    expect(result.bye!.explanation).toBe('bye: lowest group, everyone has had a bye');
  });

  it('moves the bye up a group rather than force a rematch', () => {
    // A has met both players of the lowest group, who have not met each other.
    const input: PairingInput = {
      round: 3,
      players: [player('A', 3, ['B', 'C']), player('B', 0, ['A']), player('C', 0, ['A'])],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(result.bye).toEqual({
        playerId: 'A',
        explanation: 'bye: 3 points, no earlier bye; a lower bye would force a rematch',
      });
      expect(result.pairings[0]!.explanation).toBe('same points, 0');
    }
  });
});

describe('pairRound: pairs kept apart', () => {
  it('never pairs players the organizer kept apart when another pairing exists', () => {
    const input: PairingInput = {
      round: 1,
      players: ['A', 'B', 'C', 'D'].map((id) => player(id, 0)),
      avoid: [
        ['A', 'B'],
        ['C', 'D'],
      ],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(['C', 'D']).toContain(pairOf(result, 'A'));
      expect(result.pairings.every((p) => !p.shouldNotMeet)).toBe(true);
    }
  });

  it('pairs them anyway when there is nobody else, and says so', () => {
    const input: PairingInput = { round: 2, players: [player('A', 3), player('B', 3)], avoid: [['B', 'A']] };
    expect(pairRound(input, seededRandom(1)).pairings).toEqual([
      {
        table: 1,
        players: expect.arrayContaining(['A', 'B']),
        explanation: 'same points, 3; players asked not to meet: unavoidable this round',
        shouldNotMeet: true,
      },
    ]);
  });

  it('would rather pair down twice than pair players kept apart, and never into a rematch', () => {
    const input: PairingInput = {
      round: 3,
      players: [player('A', 6), player('B', 6), player('C', 3), player('D', 3, ['A'])],
      avoid: [['A', 'B']],
    };
    const pairedDown = 'paired down from 6 to 3: no pairing within the group without a rematch or a pair kept apart';
    expectEverySeed(input, { A: 'C', B: 'D' }, [pairedDown, pairedDown]);
  });
});

describe('pairRound: small and exhausted fields', () => {
  it('pairs nobody from an empty field', () => {
    expect(pairRound({ round: 1, players: [] }, seededRandom(1))).toEqual({ pairings: [], bye: null });
  });

  it('gives a lone player the bye', () => {
    expect(pairRound({ round: 1, players: [player('A', 0)] }, seededRandom(1))).toEqual({
      pairings: [],
      bye: { playerId: 'A', explanation: 'bye: lowest group, no earlier bye' },
    });
  });

  it('pairs two players who already met, and says the rematch could not be avoided', () => {
    const result = pairRound({ round: 2, players: [player('A', 3, ['B']), player('B', 0, ['A'])] }, seededRandom(1));
    expect(result).toEqual({
      pairings: [
        {
          table: 1,
          players: ['A', 'B'],
          explanation: 'paired down from 3 to 0: odd group; rematch: unavoidable this round',
          rematch: true,
          pairDown: { from: 3, to: 0 },
        },
      ],
      bye: null,
    });
  });

  it('makes only the rematches no pairing can avoid', () => {
    // A has met everyone; B-D and C-D are the only fresh pairs, so exactly one rematch (A's) is forced.
    const input: PairingInput = {
      round: 4,
      players: [
        player('A', 9, ['B', 'C', 'D']),
        player('B', 3, ['A', 'C']),
        player('C', 3, ['A', 'B']),
        player('D', 3, ['A']),
      ],
    };
    for (const seed of seeds) {
      const result = pairRound(input, seededRandom(seed));
      expect(result.pairings.filter((p) => p.rematch).map((p) => p.players[0])).toEqual(['A']);
      expect(result.pairings.find((p) => p.rematch)!.explanation).toMatch(/; rematch: unavoidable this round$/);
    }
  });
});
