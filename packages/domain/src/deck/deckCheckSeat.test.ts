import { describe, expect, it } from 'vitest';
import { deckCheckSeat } from './deckCheckSeat.ts';

describe('deckCheckSeat', () => {
  it.each([
    [true, null],
    [false, 'NOT_AT_TABLE'],
  ])('seated %s → %s', (seated, code) => {
    const result = deckCheckSeat(seated);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});
