import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { cutDrawSeed } from './cutDrawSeed.ts';
import { selectCut } from './selectCut.ts';
import type { StandingRow } from './standingRows.ts';

/** Rows from [points, rank] pairs; player ids p1, p2… in standings order. */
const rows = (...entries: [number, number][]): StandingRow[] =>
  entries.map(([points, rank], i) => ({ playerId: `p${i + 1}`, points, rank }));

const distinct = rows([9, 1], [6, 2], [6, 3], [3, 4], [0, 5]);
/** p3, p4 and p5 share rank 3: two of them make a top 4, drawn. */
const tiedAtLine = rows([9, 1], [6, 2], [3, 3], [3, 3], [3, 3], [0, 6]);

describe('cutDrawSeed', () => {
  it.each([
    [
      'no tie: seed 0 seats the standings',
      distinct,
      [
        ['p1', 'p4'],
        ['p3', 'p2'],
      ],
      0,
    ],
    [
      'no tie: another pairing is no draw of the app',
      distinct,
      [
        ['p1', 'p3'],
        ['p2', 'p4'],
      ],
      null,
    ],
    [
      'no tie: the same pairs with player 1 and 2 swapped',
      distinct,
      [
        ['p4', 'p1'],
        ['p2', 'p3'],
      ],
      0,
    ],
    [
      'a tie across the line: the draw that kept p5 and p4',
      tiedAtLine,
      [
        ['p1', 'p5'],
        ['p2', 'p4'],
      ],
      'found',
    ],
    [
      'a tie across the line: the draw that kept p3 and p5',
      tiedAtLine,
      [
        ['p1', 'p3'],
        ['p2', 'p5'],
      ],
      'found',
    ],
    [
      'a tie across the line: a player outside the tie is no draw',
      tiedAtLine,
      [
        ['p1', 'p6'],
        ['p2', 'p3'],
      ],
      null,
    ],
  ] as const)('%s', (_name, standings, played, expected) => {
    const seed = cutDrawSeed(standings, { size: 4 }, played);
    if (expected === 'found') expect(seed).toEqual(expect.any(Number));
    else expect(seed).toBe(expected);
  });

  it.each([
    [['p3', 'p2'], 'p3'],
    [['p2', 'p3'], 'p2'],
  ])('a tie inside the cut: %j as player 1 and 2 draws %s as seed 2', (pair, second) => {
    const tiedInside = rows([9, 1], [6, 2], [6, 2], [3, 4], [0, 5]);
    const seed = cutDrawSeed(tiedInside, { size: 4 }, [['p1', 'p4'], pair]);
    const drawn = selectCut(tiedInside, { size: 4 }, seededRandom(seed!));
    expect(drawn.ok && drawn.value.seeds[1]).toBe(second);
  });
});
