import { describe, expect, it } from 'vitest';
import { recordedDraw } from './recordedDraw.ts';

describe('recordedDraw', () => {
  it('gives a player the same lot for the same seed, whoever else plays', () => {
    expect(recordedDraw(5, 'a')).toBe(recordedDraw(5, 'a'));
    expect(recordedDraw(5, 'a')).not.toBe(recordedDraw(6, 'a'));
    expect(recordedDraw(5, 'a')).not.toBe(recordedDraw(5, 'b'));
  });

  it.each([
    [0, 'a'],
    [2 ** 31 - 2, 'a-long-player-id'],
  ])('is an unsigned 32-bit number for %i, %s', (seed, id) => {
    const lot = recordedDraw(seed, id);
    expect(Number.isInteger(lot) && lot >= 0 && lot < 2 ** 32).toBe(true);
  });
});
