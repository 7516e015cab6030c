import { describe, expect, it } from 'vitest';
import { buildBracket, bracketSize, seedOrder, type Bracket } from './bracket.ts';

function build(players: number, thirdPlaceMatch = false): Bracket {
  const result = buildBracket(players, { thirdPlaceMatch });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const firstRound = (bracket: Bracket) => bracket.rounds[0]!.map((match) => match.seeds);
const laterFeeds = (bracket: Bracket) => bracket.rounds.slice(1).map((round) => round.map((match) => match.feeds));

describe('seedOrder', () => {
  it('keeps 1 and 2 in opposite halves and 1–4 in different quarters', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});

describe('bracketSize', () => {
  it('is the next power of two, at least 2', () => {
    expect([2, 3, 4, 5, 8, 9, 12, 33, 64].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 16, 64, 64]);
  });
});

describe('buildBracket: whole brackets', () => {
  it('top 2 is a single final', () => {
    expect(build(2)).toEqual({
      players: 2,
      thirdPlaceMatch: false,
      rounds: [[{ round: 1, slot: 1, kind: 'main', seeds: [1, 2], feeds: [] }]],
    });
  });

  it('3 players: seed 1 has a bye into the final', () => {
    expect(build(3).rounds).toEqual([
      [
        { round: 1, slot: 1, kind: 'main', seeds: [1, null], feeds: [] },
        { round: 1, slot: 2, kind: 'main', seeds: [2, 3], feeds: [] },
      ],
      [{ round: 2, slot: 1, kind: 'main', seeds: null, feeds: [1, 2] }],
    ]);
  });

  it('top 4 with a 3rd/4th-place match between the semifinal losers', () => {
    expect(build(4, true).rounds).toEqual([
      [
        { round: 1, slot: 1, kind: 'main', seeds: [1, 4], feeds: [] },
        { round: 1, slot: 2, kind: 'main', seeds: [2, 3], feeds: [] },
      ],
      [
        { round: 2, slot: 1, kind: 'main', seeds: null, feeds: [1, 2] },
        { round: 2, slot: 2, kind: 'thirdPlace', seeds: null, feeds: [1, 2] },
      ],
    ]);
  });

  it('top 8: 1–8, 4–5, 2–7, 3–6; semifinals winner(1–8) v winner(4–5) and winner(2–7) v winner(3–6)', () => {
    expect(build(8).rounds).toEqual([
      [
        { round: 1, slot: 1, kind: 'main', seeds: [1, 8], feeds: [] },
        { round: 1, slot: 2, kind: 'main', seeds: [4, 5], feeds: [] },
        { round: 1, slot: 3, kind: 'main', seeds: [2, 7], feeds: [] },
        { round: 1, slot: 4, kind: 'main', seeds: [3, 6], feeds: [] },
      ],
      [
        { round: 2, slot: 1, kind: 'main', seeds: null, feeds: [1, 2] },
        { round: 2, slot: 2, kind: 'main', seeds: null, feeds: [3, 4] },
      ],
      [{ round: 3, slot: 1, kind: 'main', seeds: null, feeds: [1, 2] }],
    ]);
  });
});

describe('buildBracket: first round of every cut size', () => {
  it.each([
    [
      16,
      [
        [1, 16],
        [8, 9],
        [4, 13],
        [5, 12],
        [2, 15],
        [7, 10],
        [3, 14],
        [6, 11],
      ],
    ],
    [
      32,
      [
        [1, 32],
        [16, 17],
        [8, 25],
        [9, 24],
        [4, 29],
        [13, 20],
        [5, 28],
        [12, 21],
        [2, 31],
        [15, 18],
        [7, 26],
        [10, 23],
        [3, 30],
        [14, 19],
        [6, 27],
        [11, 22],
      ],
    ],
    [
      64,
      [
        [1, 64],
        [32, 33],
        [16, 49],
        [17, 48],
        [8, 57],
        [25, 40],
        [9, 56],
        [24, 41],
        [4, 61],
        [29, 36],
        [13, 52],
        [20, 45],
        [5, 60],
        [28, 37],
        [12, 53],
        [21, 44],
        [2, 63],
        [31, 34],
        [15, 50],
        [18, 47],
        [7, 58],
        [26, 39],
        [10, 55],
        [23, 42],
        [3, 62],
        [30, 35],
        [14, 51],
        [19, 46],
        [6, 59],
        [27, 38],
        [11, 54],
        [22, 43],
      ],
    ],
  ])('top %i', (players, pairs) => {
    expect(firstRound(build(players))).toEqual(pairs);
  });

  it.each([
    [
      5,
      [
        [1, null],
        [4, 5],
        [2, null],
        [3, null],
      ],
    ],
    [
      6,
      [
        [1, null],
        [4, 5],
        [2, null],
        [3, 6],
      ],
    ],
    [
      7,
      [
        [1, null],
        [4, 5],
        [2, 7],
        [3, 6],
      ],
    ],
    [
      12,
      [
        [1, null],
        [8, 9],
        [4, null],
        [5, 12],
        [2, null],
        [7, 10],
        [3, null],
        [6, 11],
      ],
    ],
  ])('%i players: the highest seeds get the byes', (players, pairs) => {
    expect(firstRound(build(players))).toEqual(pairs);
  });

  it('later rounds take the winners of neighbouring slots', () => {
    expect(laterFeeds(build(12))).toEqual([
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ],
      [
        [1, 2],
        [3, 4],
      ],
      [[1, 2]],
    ]);
    expect(build(64).rounds.map((round) => round.length)).toEqual([32, 16, 8, 4, 2, 1]);
  });

  it('every seed appears exactly once in the first round', () => {
    for (const players of [2, 3, 5, 6, 7, 12, 16, 24, 33, 64]) {
      const seeds = firstRound(build(players))
        .flatMap((pair) => pair ?? [])
        .filter((s) => s !== null);
      expect(seeds.sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
    }
  });
});

describe('buildBracket: bad input', () => {
  it('needs at least 2 players', () => {
    for (const players of [0, 1, 2.5]) {
      const result = buildBracket(players);
      expect(result.ok ? null : result.error.code).toBe('TOO_FEW_PLAYERS');
    }
  });

  it('has no 3rd/4th-place match without two semifinal losers', () => {
    for (const players of [2, 3]) {
      const result = buildBracket(players, { thirdPlaceMatch: true });
      expect(result.ok ? null : result.error.code).toBe('NO_THIRD_PLACE_MATCH');
    }
  });
});
