import { describe, expect, it } from 'vitest';
import type { LimitedSettings } from './limitedSettings.ts';
import { productChange, type ProductChangeFacts } from './productChange.ts';

const current: LimitedSettings = {
  breakdown: 'gym1+gym2',
  energy: { provided: true, perPlayer: 30, returnOnLeaving: false },
  cardsPerPhase: 22,
  cardsPerPack: 11,
};
const facts = (changes: Partial<ProductChangeFacts>): ProductChangeFacts => ({
  format: 'rochester-draft',
  current,
  input: {},
  playersRegistered: false,
  roundsPaired: 0,
  draftsStarted: 0,
  ...changes,
});

describe('changing the product (233, Appendix A 2)', () => {
  it.each<[string, Partial<ProductChangeFacts>, Partial<LimitedSettings>]>([
    ['changes the sheet size before the product is opened', { input: { cardsPerPhase: 20 } }, { cardsPerPhase: 20 }],
    [
      'changes the Energy amount once players registered',
      { input: { energy: { provided: true, perPlayer: 40, returnOnLeaving: true } }, playersRegistered: true },
      { energy: { provided: true, perPlayer: 40, returnOnLeaving: true } },
    ],
    [
      'keeps the same breakdown once opened',
      { input: { breakdown: 'gym1+gym2' }, roundsPaired: 1 },
      { breakdown: 'gym1+gym2' },
    ],
    [
      'completes the Energy announcement once opened',
      { input: { energy: { provided: true, perPlayer: 20, returnOnLeaving: false } }, draftsStarted: 1 },
      { energy: { provided: true, perPlayer: 20, returnOnLeaving: false } },
    ],
  ])('%s', (_, changes, settings) => {
    expect(productChange(facts(changes))).toEqual({ ok: true, value: { ...current, ...settings } });
  });

  it.each<[string, Partial<ProductChangeFacts>, string, string | undefined]>([
    ['an unknown breakdown', { input: { breakdown: 'nope' } }, 'UNKNOWN_BREAKDOWN', 'breakdown'],
    [
      'no Energy once announced and players registered',
      { format: 'booster-draft', input: { energy: { provided: false } }, playersRegistered: true },
      'ENERGY_ANNOUNCED',
      'energy.provided',
    ],
    [
      'a new breakdown after round 1 is paired',
      { input: { breakdown: 'neo1+neo4' }, roundsPaired: 1 },
      'PRODUCT_OPENED',
      'breakdown',
    ],
    [
      'a new sheet size after a draft started',
      { input: { cardsPerPhase: 20 }, draftsStarted: 1 },
      'PRODUCT_OPENED',
      'cardsPerPhase',
    ],
  ])('refuses %s', (_, changes, code, field) => {
    const result = productChange(facts(changes));
    expect(result).toMatchObject({ ok: false, error: { code, ...(field ? { field } : {}) } });
  });
});
