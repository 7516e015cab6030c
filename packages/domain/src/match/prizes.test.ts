import { describe, expect, it } from 'vitest';
import { prizeCount, validatePrizesRemaining } from './prizes.ts';

describe('prizeCount', () => {
  it('is 6 in Constructed and 4 in Limited', () => {
    expect(prizeCount('constructed')).toBe(6);
    expect(prizeCount('limited')).toBe(4);
  });
});

describe('validatePrizesRemaining', () => {
  it.each([
    [0, 'constructed'],
    [6, 'constructed'],
    [0, 'limited'],
    [4, 'limited'],
  ] as const)('accepts %i in %s', (n, kind) => {
    expect(validatePrizesRemaining(n, kind, 'x')).toEqual({ ok: true, value: n });
  });

  it.each([
    [7, 'constructed', '214'],
    [-1, 'constructed', '214'],
    [2.5, 'constructed', '214'],
    [Number.NaN, 'constructed', '214'],
    ['3', 'constructed', '214'],
    [undefined, 'constructed', '214'],
    [5, 'limited', '232'],
    [6, 'limited', '232'],
    [-1, 'limited', '232'],
  ] as const)('rejects %s in %s (section %s)', (n, kind, section) => {
    const field = 'games[0].prizesRemaining.ash';
    expect(validatePrizesRemaining(n, kind, field)).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_OUT_OF_RANGE', section, field },
    });
  });
});
