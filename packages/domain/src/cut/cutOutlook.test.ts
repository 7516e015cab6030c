import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { cutStanding, lastRoundOutlook, type CutRace, type LastRound } from './cutOutlook.ts';

const points = (entries: Record<string, number>) => new Map(Object.entries(entries));

/** Eight players, top 4 cut, one round left: a and b on 9, c and d on 6, e and f on 3, g and h on 0. */
const eight: CutRace = {
  points: points({ a: 9, b: 9, c: 6, d: 6, e: 3, f: 3, g: 0, h: 0 }),
  cutSize: 4,
  roundsLeft: 1,
};
const lastRound: LastRound = {
  tables: [
    ['a', 'b'],
    ['c', 'd'],
    ['e', 'f'],
    ['g', 'h'],
  ],
  byes: [],
};
const options = { random: seededRandom(1) };

describe('cutStanding (217)', () => {
  it.each([
    ['the leaders are locked in', 'a', 'locked'],
    ['c is alive', 'c', 'alive'],
    ['e can still reach 6', 'e', 'alive'],
    ['g cannot reach the top 4', 'g', 'eliminated'],
  ])('%s', (_, player, expected) => {
    expect(cutStanding(eight, player)).toBe(expected);
  });

  it('with more rounds left, more players are alive', () => {
    expect(cutStanding({ ...eight, roundsLeft: 3 }, 'g')).toBe('alive');
  });
});

describe('lastRoundOutlook (217)', () => {
  it.each([
    [
      'a and b draw: both in, whatever the other tables do',
      'a',
      'draw',
      { in: 27, onTiebreakers: 0, out: 0, outcomes: 27, exhaustive: true },
    ],
    [
      'c and d draw: both on 7, out of reach of e and f',
      'c',
      'draw',
      { in: 27, onTiebreakers: 0, out: 0, outcomes: 27 },
    ],
    ['c wins: in every outcome', 'c', 'win', { in: 27, out: 0 }],
    ['c loses: 4th on 6, on tiebreakers when e or f wins to 6 too', 'c', 'loss', { in: 9, onTiebreakers: 18, out: 0 }],
    ['e wins: on 6 with c or d, so tiebreakers, unless c and d draw', 'e', 'win', { in: 0, onTiebreakers: 18, out: 9 }],
  ] as const)('%s', (_, player, mine, expected) => {
    expect(lastRoundOutlook(eight, lastRound, player, mine, options)).toMatchObject(expected);
  });

  it('a bye counts as a win', () => {
    const race: CutRace = { points: points({ a: 3, b: 3, c: 0 }), cutSize: 1, roundsLeft: 1 };
    expect(lastRoundOutlook(race, { tables: [['a', 'b']], byes: ['c'] }, 'a', 'draw', options)).toMatchObject({
      in: 0,
      onTiebreakers: 1,
      out: 0,
    });
  });

  it('samples many tables and says it is an estimate; the sample lands near the exact share', () => {
    const exact = lastRoundOutlook(eight, lastRound, 'c', 'draw', options);
    const sampled = lastRoundOutlook(eight, lastRound, 'c', 'draw', {
      maxExhaustiveTables: 1,
      samples: 9000,
      random: seededRandom(7),
    });
    expect(sampled.exhaustive).toBe(false);
    expect(sampled.outcomes).toBe(9000);
    expect(Math.abs(sampled.in / sampled.outcomes - exact.in / exact.outcomes)).toBeLessThan(0.03);
  });
});
