import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from '../shared/random.ts';
import { drawCutLine } from './cutLineDraw.ts';

const rows = (...ranks: [string, number][]) => ranks.map(([playerId, rank]) => ({ playerId, rank }));
const standings = rows(['a', 1], ['b', 2], ['c', 3], ['d', 3], ['e', 3], ['f', 6], ['g', 6], ['h', 8]);

describe('drawCutLine', () => {
  it('draws the group across the cut line and records the draw', () => {
    const result = drawCutLine(standings, 4, seededRandom(11));
    const expected = shuffle(['c', 'd', 'e'], seededRandom(11));
    expect(expected).not.toEqual(['c', 'd', 'e']);
    expect(result).toEqual({
      ok: true,
      value: {
        order: ['a', 'b', ...expected, 'f', 'g', 'h'],
        advancing: ['a', 'b', ...expected.slice(0, 2)],
        draws: [{ rank: 3, tied: ['c', 'd', 'e'], drawn: expected, seats: 2 }],
      },
    });
  });

  it('also draws seeds for a tied group wholly inside the cut, in rank order', () => {
    const random = seededRandom(5);
    const first = shuffle(['c', 'd', 'e'], random);
    const second = shuffle(['f', 'g'], random);
    const result = drawCutLine(standings, 7, seededRandom(5));
    expect(result.ok && result.value.draws).toEqual([
      { rank: 3, tied: ['c', 'd', 'e'], drawn: first, seats: 3 },
      { rank: 6, tied: ['f', 'g'], drawn: second, seats: 2 },
    ]);
  });

  it('draws nothing when the cut line falls between ranks', () => {
    const result = drawCutLine(standings, 2, seededRandom(1));
    expect(result).toEqual({ ok: true, value: { order: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], advancing: ['a', 'b'], draws: [] } });
  });

  it('replays the same draw from the same seed', () => {
    expect(drawCutLine(standings, 4, seededRandom(99))).toEqual(drawCutLine(standings, 4, seededRandom(99)));
  });

  it('refuses a cut that does not fit and rows out of rank order', () => {
    expect(drawCutLine(standings, 9, seededRandom(1))).toMatchObject({ ok: false, error: { code: 'INVALID_CUT_SIZE' } });
    expect(drawCutLine(standings, 2.5, seededRandom(1))).toMatchObject({ ok: false, error: { code: 'INVALID_CUT_SIZE' } });
    expect(drawCutLine(rows(['a', 2], ['b', 1]), 1, seededRandom(1))).toMatchObject({ ok: false, error: { code: 'STANDINGS_OUT_OF_ORDER' } });
  });
});
