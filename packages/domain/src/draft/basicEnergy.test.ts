import { describe, expect, it } from 'vitest';
import { changeEnergyProvision, energyOrder, validateEnergyProvision } from './basicEnergy.ts';

const provided = (perPlayer: number) => ({ provided: true as const, perPlayer, returnOnLeaving: true });

describe('basic Energy provision (233)', () => {
  it('accepts no Energy for Sealed and Booster Draft, or one amount per player', () => {
    expect(validateEnergyProvision('sealed', { provided: false }).ok).toBe(true);
    expect(validateEnergyProvision('booster-draft', provided(40)).ok).toBe(true);
  });

  it('requires Energy for Rochester Draft (Appendix A 3)', () => {
    expect(validateEnergyProvision('rochester-draft', { provided: false })).toMatchObject({
      ok: false,
      error: { code: 'ENERGY_REQUIRED' },
    });
    expect(validateEnergyProvision('rochester-draft', provided(30)).ok).toBe(true);
  });

  it('refuses an amount that is not a whole number of cards', () => {
    for (const n of [0, -5, 12.5, Number.NaN]) {
      expect(validateEnergyProvision('sealed', provided(n))).toMatchObject({
        ok: false,
        error: { code: 'ENERGY_AMOUNT_INVALID' },
      });
    }
  });

  it('cannot switch provision on or off once registration is open, but may before', () => {
    expect(changeEnergyProvision('sealed', { provided: false }, provided(40), true)).toMatchObject({
      ok: false,
      error: { code: 'ENERGY_ANNOUNCED' },
    });
    expect(changeEnergyProvision('sealed', { provided: false }, provided(40), false).ok).toBe(true);
    expect(changeEnergyProvision('sealed', provided(30), provided(40), true).ok).toBe(true);
  });

  it('orders the same amount for every player', () => {
    expect(energyOrder(provided(40), 24)).toBe(960);
    expect(energyOrder({ provided: false }, 24)).toBe(0);
  });
});
