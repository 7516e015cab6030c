import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../shared/random.ts';
import { selectCut } from './selectCut.ts';
import type { CutRule } from './recommendCut.ts';
import type { StandingRow } from './standingRows.ts';

/** Rows from [points, rank] pairs; player ids p1, p2… in standings order. */
const rows = (...entries: [number, number][]): StandingRow[] =>
  entries.map(([points, rank], i) => ({ playerId: `p${i + 1}`, points, rank }));

/** Ten players, distinct ranks. */
const ten = rows([15, 1], [12, 2], [12, 3], [9, 4], [9, 5], [9, 6], [6, 7], [6, 8], [3, 9], [0, 10]);
/** Seven players; p4, p5, p6 share rank 4 and straddle a top 4. */
const tiedAtFour = rows([12, 1], [9, 2], [9, 3], [6, 4], [6, 4], [6, 4], [3, 7]);

function select(standings: StandingRow[], rule: CutRule, random: Random = seededRandom(1)) {
  const result = selectCut(standings, rule, random);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function errorCode(standings: StandingRow[], rule: CutRule): string | null {
  const result = selectCut(standings, rule, seededRandom(1));
  return result.ok ? null : result.error.code;
}

describe('selectCut: top N', () => {
  it('takes the first N in standings order as seeds 1..N', () => {
    expect(select(ten, { size: 4 })).toEqual({ seeds: ['p1', 'p2', 'p3', 'p4'], draws: [] });
  });

  it('draws the seed order of a tie wholly inside the cut, and nothing for a tie wholly outside it', () => {
    const standings = rows([9, 1], [6, 2], [6, 2], [3, 4], [0, 5], [0, 5]);
    const { seeds, draws } = select(standings, { size: 4 }, seededRandom(3));
    expect(draws).toEqual([{ rank: 2, tied: ['p2', 'p3'], drawn: [seeds[1], seeds[2]], seats: 2 }]);
    expect([seeds[0], seeds[3]]).toEqual(['p1', 'p4']);
    const orders = new Set(
      Array.from({ length: 40 }, (_, seed) => select(standings, { size: 4 }, seededRandom(seed)).seeds.join()),
    );
    expect([...orders].sort()).toEqual(['p1,p2,p3,p4', 'p1,p3,p2,p4']);
  });

  it('can take the whole field', () => {
    expect(select(ten.slice(0, 8), { size: 8 }).seeds).toHaveLength(8);
  });
});

describe('selectCut: a tie across the cut line', () => {
  it('draws among the tied players for the seats left, and records the draw', () => {
    const { seeds, draws } = select(tiedAtFour, { size: 4 }, seededRandom(99));
    expect(draws).toHaveLength(1);
    const draw = draws[0];
    expect(draw!.rank).toBe(4);
    expect(draw!.tied).toEqual(['p4', 'p5', 'p6']);
    expect([...draw!.drawn].sort()).toEqual(['p4', 'p5', 'p6']);
    expect(draw!.seats).toBe(1);
    expect(seeds).toEqual(['p1', 'p2', 'p3', draw!.drawn[0]]);
  });

  it('fills several seats in the order drawn', () => {
    const standings = rows([12, 1], [9, 2], [9, 2], [9, 2], [9, 2], [3, 6]);
    const { seeds, draws } = select(standings, { size: 4 }, seededRandom(5));
    expect(draws).toMatchObject([{ rank: 2, tied: ['p2', 'p3', 'p4', 'p5'], seats: 3 }]);
    expect(seeds).toEqual(['p1', ...draws[0]!.drawn.slice(0, 3)]);
  });

  it('is pinned to the seed, so a recorded draw replays exactly', () => {
    expect(select(tiedAtFour, { size: 4 }, seededRandom(99))).toEqual({
      seeds: ['p1', 'p2', 'p3', 'p6'],
      draws: [{ rank: 4, tied: ['p4', 'p5', 'p6'], drawn: ['p6', 'p5', 'p4'], seats: 1 }],
    });
    expect(select(tiedAtFour, { size: 4 }, seededRandom(7)).draws[0]!.drawn).toEqual(['p5', 'p6', 'p4']);
  });

  it('replays the same draw for the same seed', () => {
    for (const seed of [1, 2, 3, 42, 2003]) {
      expect(select(tiedAtFour, { size: 4 }, seededRandom(seed))).toEqual(
        select(tiedAtFour, { size: 4 }, seededRandom(seed)),
      );
    }
  });

  it('gives every tied player a chance: over many seeds each of them is drawn in', () => {
    const drawnIn = new Set(
      Array.from({ length: 60 }, (_, seed) => select(tiedAtFour, { size: 4 }, seededRandom(seed)).seeds[3]),
    );
    expect([...drawnIn].sort()).toEqual(['p4', 'p5', 'p6']);
  });

  it('uses the random source only when there is a tie to settle', () => {
    let calls = 0;
    const counting: Random = () => {
      calls += 1;
      return 0.5;
    };
    select(ten, { size: 8 }, counting);
    expect(calls).toBe(0);
  });
});

describe('selectCut: match-point threshold', () => {
  it('takes everyone at or above the threshold, a count that need not be a power of two', () => {
    expect(select(ten, { minPoints: 9 })).toEqual({ seeds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], draws: [] });
  });

  it('never splits a shared rank: a draw only orders its seeds', () => {
    const { seeds, draws } = select(tiedAtFour, { minPoints: 6 });
    expect(seeds.slice(0, 3)).toEqual(['p1', 'p2', 'p3']);
    expect(draws).toEqual([{ rank: 4, tied: ['p4', 'p5', 'p6'], drawn: seeds.slice(3), seats: 3 }]);
  });
});

describe('selectCut: property over seeded random standings', () => {
  it('seeds are the right count, unique, and never rank below a player left out', () => {
    const random = seededRandom(2003);
    for (let trial = 0; trial < 200; trial++) {
      const count = 2 + Math.floor(random() * 70);
      const points = Array.from({ length: count }, () => Math.floor(random() * 6) * 3).sort((a, b) => b - a);
      const standings = points.map((p, i) => ({ playerId: `q${i}`, points: p, rank: points.indexOf(p) + 1 }));
      const size = [2, 4, 8, 16, 32, 64].filter((s) => s <= count).at(-1)!;
      const { seeds, draws } = select(standings, { size }, seededRandom(trial));
      expect(new Set(seeds).size).toBe(size);
      const rankOf = new Map(standings.map((row) => [row.playerId, row.rank]));
      const worstIn = Math.max(...seeds.map((p) => rankOf.get(p)!));
      const out = standings.filter((row) => !seeds.includes(row.playerId));
      expect(out.every((row) => row.rank >= worstIn)).toBe(true);
      expect(draws.some((d) => d.seats < d.tied.length)).toBe(out.some((row) => row.rank === worstIn));
      const ranks = seeds.map((p) => rankOf.get(p)!);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
  });
});

describe('selectCut: bad input', () => {
  it('rejects a cut that is not top 2, 4, 8, 16, 32 or 64', () => {
    expect(errorCode(ten, { size: 6 })).toBe('INVALID_CUT_SIZE');
    expect(errorCode(ten, { size: 1 })).toBe('INVALID_CUT_SIZE');
    expect(errorCode(ten, { size: 128 })).toBe('INVALID_CUT_SIZE');
  });

  it('rejects a cut larger than the field', () => {
    expect(errorCode(ten, { size: 16 })).toBe('CUT_TOO_LARGE');
  });

  it('rejects a threshold nobody reaches, or only one player reaches', () => {
    expect(errorCode(ten, { minPoints: 16 })).toBe('CUT_EMPTY');
    expect(errorCode(ten, { minPoints: 13 })).toBe('CUT_TOO_SMALL');
    expect(errorCode(ten, { minPoints: Number.NaN })).toBe('INVALID_CUT_THRESHOLD');
  });

  it('needs at least 2 players', () => {
    expect(errorCode(rows([3, 1]), { minPoints: 0 })).toBe('TOO_FEW_PLAYERS');
    expect(errorCode([], { size: 2 })).toBe('TOO_FEW_PLAYERS');
  });

  it('rejects standings out of order or with a player twice', () => {
    expect(errorCode(rows([9, 1], [12, 2], [3, 3]), { size: 2 })).toBe('INVALID_STANDINGS');
    expect(errorCode(rows([9, 2], [6, 1], [3, 3]), { size: 2 })).toBe('INVALID_STANDINGS');
    expect(errorCode(rows([9, 1], [6, 1], [3, 3]), { size: 2 })).toBe('INVALID_STANDINGS');
    expect(errorCode([...rows([9, 1], [6, 2]), { playerId: 'p1', points: 3, rank: 3 }], { size: 2 })).toBe(
      'DUPLICATE_PLAYER',
    );
  });
});
