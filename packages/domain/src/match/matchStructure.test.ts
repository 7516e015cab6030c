import { describe, expect, it } from 'vitest';
import { canChangeBestOf, gamesNeededToWin, validateBestOf } from './matchStructure.ts';

describe('validateBestOf', () => {
  it.each([1, 3, 5])('accepts best of %i', (n) => {
    expect(validateBestOf(n)).toEqual({ ok: true, value: n });
  });
  it.each([0, 2, 4, 7, -1, 3.5, '3', null, undefined])('rejects %s', (n) => {
    expect(validateBestOf(n)).toMatchObject({ ok: false, error: { code: 'INVALID_BEST_OF', section: '211', field: 'bestOf' } });
  });
});

describe('canChangeBestOf', () => {
  it('allows a change before round 1 is paired', () => {
    expect(canChangeBestOf({ roundsPaired: 0 }).ok).toBe(true);
  });
  it.each([1, 2, 7])('locks best-of once %i round(s) are paired', (roundsPaired) => {
    expect(canChangeBestOf({ roundsPaired })).toMatchObject({ ok: false, error: { code: 'BEST_OF_LOCKED', section: '211' } });
  });
});

describe('gamesNeededToWin', () => {
  it.each([
    [1, 1],
    [3, 2],
    [5, 3],
  ] as const)('best of %i needs %i game wins', (bestOf, needed) => {
    expect(gamesNeededToWin(bestOf)).toBe(needed);
  });
});
