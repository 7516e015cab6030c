import { describe, expect, it } from 'vitest';
import { fieldProduct } from './fieldProduct.ts';

describe('fieldProduct (233–236, Appendix A 2)', () => {
  it('orders 5 Legendary Collection packs a player for Sealed, without pods', () => {
    const order = fieldProduct({
      format: 'sealed',
      breakdown: 'base6',
      players: 12,
      pods: [{ number: 1, players: 12 }],
      energy: null,
    });
    expect(order).toMatchObject({
      ok: true,
      value: { total: { bySet: [{ set: 'base6', packs: 60 }], totalPacks: 60 }, pods: [], basicEnergy: 0 },
    });
  });

  it('splits a Rochester order by pod, three of each set a player, and counts the basic Energy', () => {
    const energy = { provided: true as const, perPlayer: 30, returnOnLeaving: false };
    const pods = [
      { number: 1, players: 8 },
      { number: 2, players: 7 },
    ];
    const order = fieldProduct({ format: 'rochester-draft', breakdown: 'gym1+gym2', players: 15, pods, energy });
    expect(order.ok && order.value.total.bySet).toEqual([
      { set: 'gym1', packs: 45 },
      { set: 'gym2', packs: 45 },
    ]);
    expect(order.ok && order.value.pods.map((p) => [p.number, p.order.totalPacks])).toEqual([
      [1, 48],
      [2, 42],
    ]);
    expect(order.ok && order.value.basicEnergy).toBe(450);
  });

  it('passes on an unknown breakdown', () => {
    expect(fieldProduct({ format: 'booster-draft', breakdown: 'x', players: 8, pods: [], energy: null })).toMatchObject(
      { ok: false, error: { code: 'UNKNOWN_BREAKDOWN' } },
    );
  });
});
