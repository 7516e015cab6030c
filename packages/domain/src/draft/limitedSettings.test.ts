import { describe, expect, it } from 'vitest';
import { DEFAULT_CARDS_PER_PACK } from './poolProduct.ts';
import {
  DEFAULT_CARDS_PER_PHASE,
  defaultLimitedSettings,
  limitedFormat,
  validateLimitedSettings,
} from './limitedSettings.ts';

describe('limitedSettings (233–236)', () => {
  it('knows the three Limited formats', () => {
    expect(limitedFormat('rochester-draft')).toBe('rochester-draft');
    expect(limitedFormat('modified')).toBeNull();
  });

  it('defaults to each section’s first breakdown, Energy not announced yet and 22 cards a phase', () => {
    expect(defaultLimitedSettings('sealed')).toEqual({
      breakdown: 'base6',
      energy: null,
      cardsPerPhase: DEFAULT_CARDS_PER_PHASE,
      cardsPerPack: DEFAULT_CARDS_PER_PACK,
    });
    expect(defaultLimitedSettings('rochester-draft').breakdown).toBe('gym1+gym2');
    expect(defaultLimitedSettings('booster-draft').breakdown).toBe('gym1+gym2');
  });

  it('takes another suggested breakdown and the same Energy amount for every player', () => {
    const energy = { provided: true as const, perPlayer: 20, returnOnLeaving: true };
    expect(
      validateLimitedSettings('rochester-draft', {
        breakdown: 'neo1+neo4',
        energy,
        cardsPerPhase: 20,
        cardsPerPack: 9,
      }),
    ).toEqual({
      ok: true,
      value: { breakdown: 'neo1+neo4', energy, cardsPerPhase: 20, cardsPerPack: 9 },
    });
  });

  it('refuses an unknown breakdown, no Energy in a Rochester Draft and a bad table size, naming the field', () => {
    expect(validateLimitedSettings('sealed', { breakdown: 'gym1+gym2' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_BREAKDOWN', field: 'breakdown' },
    });
    expect(validateLimitedSettings('rochester-draft', { energy: { provided: false } })).toMatchObject({
      ok: false,
      error: { code: 'ENERGY_REQUIRED' },
    });
    expect(validateLimitedSettings('booster-draft', { cardsPerPhase: 0 })).toMatchObject({
      ok: false,
      error: { code: 'CARDS_PER_PHASE_INVALID', field: 'cardsPerPhase' },
    });
    expect(validateLimitedSettings('booster-draft', { cardsPerPhase: 41 }).ok).toBe(false);
    expect(validateLimitedSettings('sealed', { cardsPerPack: 0 })).toMatchObject({
      ok: false,
      error: { code: 'CARDS_INVALID', field: 'cardsPerPack' },
    });
    expect(validateLimitedSettings('sealed', { cardsPerPack: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'CARDS_INVALID', field: 'cardsPerPack' },
    });
  });
});
