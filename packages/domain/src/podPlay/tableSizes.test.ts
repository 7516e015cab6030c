import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableSizes } from './tableSizes.ts';

describe('tableSizes', () => {
  it.each([
    [14, 4, [4, 4, 3, 3]],
    [16, 4, [4, 4, 4, 4]],
    [5, 4, [3, 2]],
    [9, 3, [3, 3, 3]],
    [7, 6, [4, 3]],
    [5, 2, [3, 2]],
    [3, 2, [3]],
    [2, 6, [2]],
    [13, 5, [5, 4, 4]],
  ])('%i players at tables of %i sit %j', (players, size, expected) => {
    expect(tableSizes(players, size)).toEqual({ ok: true, value: expected });
  });

  it('refuses fewer than two players', () => {
    expect(tableSizes(1, 4)).toMatchObject({ ok: false, error: { code: 'NOT_ENOUGH_PLAYERS' } });
  });

  it('seats everyone, never alone, never above the size but for one table of three at tables of two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 400 }), fc.integer({ min: 2, max: 6 }), (players, size) => {
        const sizes = tableSizes(players, size);
        if (!sizes.ok) return false;
        const seats = sizes.value;
        const limit = size === 2 ? 3 : size;
        return (
          seats.reduce((a, b) => a + b, 0) === players &&
          seats.every((s) => s >= 2 && s <= limit) &&
          Math.max(...seats) - Math.min(...seats) <= 1
        );
      }),
    );
  });
});
