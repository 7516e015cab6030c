import { describe, expect, it } from 'vitest';
import { byePrice, pairPrice, passPrice, pricesFor } from './costs.ts';
import { fieldOf, groupsInput } from './testFields.ts';

describe('prices', () => {
  // 6: g0p0 (met g1p0); 3: g1p0; 0: g2p0 (had a bye), g2p1; g2p0 and g2p1 are kept apart.
  const field = fieldOf({
    ...groupsInput([1, 1, 2], (id) => ({ opponents: id === 'g0p0' ? ['g1p0'] : [], hadBye: id === 'g2p0' })),
    avoid: [['g2p0', 'g2p1']],
  });
  const at = (id: string) => field.ids.indexOf(id);
  const prices = pricesFor([2, 2, 1, 2, 2, 2]);
  const [rematch, avoid, repeatBye, byeAbove, skipped, pairDown] = prices.place;

  it('adds up each rule at its own place value', () => {
    expect(prices.place).toEqual([3 * 2 * 3 * 3 * 3, 2 * 3 * 3 * 3, 3 * 3 * 3, 3 * 3, 3, 1]);
    expect(prices.top).toBe(3 * 3 * 2 * 3 * 3 * 3);
    expect(pairPrice(field, prices, at('g0p0'), at('g1p0'))).toBe(rematch + pairDown);
    expect(pairPrice(field, prices, at('g0p0'), at('g2p1'))).toBe(skipped + pairDown);
    expect(pairPrice(field, prices, at('g2p0'), at('g2p1'))).toBe(avoid);
    expect(byePrice(field, prices, at('g2p0'), 2)).toBe(repeatBye);
    expect(byePrice(field, prices, at('g0p0'), 2)).toBe(2 * byeAbove);
    expect(passPrice(field, prices, at('g0p0'), 2)).toBe(skipped + pairDown);
    expect(passPrice(field, prices, at('g1p0'), 1)).toBe(0);
  });

  it('makes one unit of a rule outweigh the most that all later rules can add up to', () => {
    expect(rematch).toBeGreaterThan(2 * avoid + repeatBye + 2 * byeAbove + 2 * skipped + 2 * pairDown);
    expect(skipped).toBeGreaterThan(2 * pairDown);
    expect(prices.top).toBeGreaterThan(2 * rematch + 2 * avoid + repeatBye + 2 * byeAbove + 2 * skipped + 2 * pairDown);
  });
});
