import { describe, expect, it } from 'vitest';
import { byePrice, pairPrice, passPrice, pricesFor, type Totals } from './costs.ts';
import { fieldOf, groupsInput } from './testFields.ts';

describe('prices', () => {
  // 6: g0p0 (met g1p0); 3: g1p0; 0: g2p0 (had a bye), g2p1; g2p0 and g2p1 are kept apart.
  const field = fieldOf({
    ...groupsInput([1, 1, 2], (id) => ({ opponents: id === 'g0p0' ? ['g1p0'] : [], hadBye: id === 'g2p0' })),
    avoid: [['g2p0', 'g2p1']],
  });
  const at = (id: string) => field.ids.indexOf(id);
  const totals: Totals = { rematch: 2, avoid: 2, repeatBye: 1, byeAbove: 2, crossings: [1, 2, 0], pairDown: 2 };
  const prices = pricesFor(totals);
  const [below0, below1] = [prices.below[1]!, prices.below[2]! - prices.below[1]!];

  it('adds up each rule at its own place value, a pair-down paying for every boundary it crosses', () => {
    expect(prices.pairDown).toBe(1);
    expect(below1).toBe(3);
    expect(below0).toBe(3 * 3);
    expect([prices.byeAbove, prices.repeatBye, prices.avoid, prices.rematch]).toEqual([
      18,
      18 * 3,
      18 * 3 * 2,
      18 * 3 * 2 * 3,
    ]);
    expect(prices.top).toBe(18 * 3 * 2 * 3 * 3);
    expect(pairPrice(field, prices, at('g0p0'), at('g1p0'))).toBe(prices.rematch + below0 + prices.pairDown);
    expect(pairPrice(field, prices, at('g0p0'), at('g2p1'))).toBe(below0 + below1 + prices.pairDown);
    expect(pairPrice(field, prices, at('g2p0'), at('g2p1'))).toBe(prices.avoid);
    expect(byePrice(field, prices, at('g2p0'), 2)).toBe(prices.repeatBye);
    expect(byePrice(field, prices, at('g0p0'), 2)).toBe(2 * prices.byeAbove);
    expect(passPrice(field, prices, at('g0p0'), 2)).toBe(below0 + below1 + prices.pairDown);
    expect(passPrice(field, prices, at('g1p0'), 1)).toBe(0);
  });

  it('makes one crossing of a higher boundary outweigh everything the boundaries below can add up to', () => {
    expect(prices.rematch).toBeGreaterThan(
      2 * prices.avoid + prices.repeatBye + 2 * prices.byeAbove + below0 + 2 * below1 + 2 * prices.pairDown,
    );
    expect(below0).toBeGreaterThan(2 * below1 + 2 * prices.pairDown);
    expect(below1).toBeGreaterThan(2 * prices.pairDown);
  });

  it('keeps a large field exact: the top boundaries stay strictly ordered, the lowest share one place value', () => {
    const many: Totals = {
      rematch: 80,
      avoid: 80,
      repeatBye: 1,
      byeAbove: 20,
      crossings: Array.from({ length: 30 }, () => 80),
      pairDown: 80,
    };
    const large = pricesFor(many);
    expect(large.top).toBeLessThanOrEqual(2 ** 51);
    const step = (b: number) => large.below[b + 1]! - large.below[b]!;
    expect(step(0)).toBeGreaterThan(80 * step(1));
    expect(step(29)).toBe(step(28));
    expect(large.rematch).toBeGreaterThan(80 * large.avoid);
  });
});
