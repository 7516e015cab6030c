import { describe, expect, it } from 'vitest';
import { canChangeBestOf, gamesNeededToWin, matchStructureLabel, validateBestOf } from './matchStructure.ts';

describe('validateBestOf', () => {
  it.each([1, 2, 3, 4, 5])('accepts %i games', (n) => {
    expect(validateBestOf(n)).toEqual({ ok: true, value: n });
  });
  it.each([0, 6, 7, -1, 3.5, '3', null, undefined])('rejects %s', (n) => {
    expect(validateBestOf(n)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_BEST_OF', section: '211', field: 'bestOf' },
    });
  });
});

describe('canChangeBestOf', () => {
  it('allows a change before round 1 is paired', () => {
    expect(canChangeBestOf({ roundsPaired: 0 }).ok).toBe(true);
  });
  it.each([1, 2, 7])('locks best-of once %i round(s) are paired', (roundsPaired) => {
    expect(canChangeBestOf({ roundsPaired })).toMatchObject({
      ok: false,
      error: { code: 'BEST_OF_LOCKED', section: '211' },
    });
  });
});

describe('gamesNeededToWin', () => {
  it.each([
    [1, 1],
    [3, 2],
    [5, 3],
    [2, 2],
    [4, 3],
  ] as const)('best of %i needs %i game wins', (bestOf, needed) => {
    expect(gamesNeededToWin(bestOf)).toBe(needed);
  });
});

describe('matchStructureLabel', () => {
  it.each([
    [1, 'best of 1'],
    [2, '2 games'],
    [3, 'best of 3'],
    [4, '4 games'],
  ] as const)('%i → %s', (bestOf, label) => {
    expect(matchStructureLabel(bestOf)).toBe(label);
  });
});
