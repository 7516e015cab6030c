import { describe, expect, it } from 'vitest';
import { compareKeys, rankPlayers } from './rank.ts';
import { players } from './testEntries.ts';

/** Ranks the named players, each with its sort keys. */
function rank(entries: [string, ...number[]][], separatePair?: (first: number, second: number) => number) {
  const roster = players(...entries.map(([name]) => name));
  const perPlayer = entries[0]!.length - 1;
  const values = Float64Array.from(entries.flatMap(([, ...keys]) => keys));
  const { order, ranks } = rankPlayers(
    roster.map((_, p) => p),
    roster,
    { perPlayer, values },
    separatePair,
  );
  return order.map((p, i) => [ranks[i], roster[p]!.name]);
}

describe('rankPlayers', () => {
  it('gives rank 1 + the number of players strictly ahead, listing exact ties by name', () => {
    expect(
      rank([
        ['Dawn', 3, 0.5],
        ['Cilan', 6, 0.4],
        ['Ash', 6, 0.4],
        ['Brock', 6, 0.7],
      ]),
    ).toEqual([
      [1, 'Brock'],
      [2, 'Ash'],
      [2, 'Cilan'],
      [4, 'Dawn'],
    ]);
  });

  it('treats figures equal as fractions but not in floating point as one figure', () => {
    // omw over opponents at 1/3 and 1 versus opponents at 1/2 and 5/6: both 2/3 as fractions.
    const first = (1 / 3 + 1) / 2;
    const second = (1 / 2 + 5 / 6) / 2;
    expect(first).not.toBe(second);
    expect(compareKeys([3, first], [3, second])).toBe(0);
    expect(
      rank([
        ['Brock', 3, second],
        ['Ash', 3, first],
      ]),
    ).toEqual([
      [1, 'Ash'],
      [1, 'Brock'],
    ]);
  });

  it('still separates figures that differ as fractions', () => {
    expect(compareKeys([3, 11 / 27], [3, 1 / 2])).toBeGreaterThan(0);
    expect(compareKeys([4, 0], [3, 1])).toBeLessThan(0);
    expect(
      rank([
        ['Ash', 3, 11 / 27],
        ['Brock', 3, 1 / 2],
      ]),
    ).toEqual([
      [1, 'Brock'],
      [2, 'Ash'],
    ]);
  });

  it('lets a pair decider order a tied group of exactly two', () => {
    expect(
      rank(
        [
          ['Ash', 3],
          ['Brock', 3],
          ['Cilan', 1],
        ],
        () => 1,
      ),
    ).toEqual([
      [1, 'Brock'],
      [2, 'Ash'],
      [3, 'Cilan'],
    ]);
    expect(
      rank(
        [
          ['Ash', 3],
          ['Brock', 3],
        ],
        () => -1,
      ),
    ).toEqual([
      [1, 'Ash'],
      [2, 'Brock'],
    ]);
    expect(
      rank(
        [
          ['Ash', 3],
          ['Brock', 3],
        ],
        () => 0,
      ),
    ).toEqual([
      [1, 'Ash'],
      [1, 'Brock'],
    ]);
  });

  it('never asks the pair decider about three tied players', () => {
    const decider = () => {
      throw new Error('asked');
    };
    expect(
      rank(
        [
          ['Ash', 3],
          ['Brock', 3],
          ['Cilan', 3],
          ['Dawn', 0],
        ],
        decider,
      ),
    ).toEqual([
      [1, 'Ash'],
      [1, 'Brock'],
      [1, 'Cilan'],
      [4, 'Dawn'],
    ]);
  });
});
