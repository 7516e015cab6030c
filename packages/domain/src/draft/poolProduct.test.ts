import { describe, expect, it } from 'vitest';
import { builtInCatalog } from '../catalog/builtIn.ts';
import { DEFAULT_CARDS_PER_PACK, poolProduct } from './poolProduct.ts';
import { findBreakdown, type LimitedFormatId } from './product.ts';

const breakdown = (format: LimitedFormatId, id?: string) => {
  const found = findBreakdown(format, id);
  if (!found.ok) throw new Error(`no breakdown ${id}`);
  return found.value;
};
const sealed = (cards: { cardId: string; count: number }[], cardsPerPack = DEFAULT_CARDS_PER_PACK) =>
  poolProduct({ format: 'sealed', breakdown: breakdown('sealed'), cardsPerPack, cards }, builtInCatalog);
const rochester = (cards: { cardId: string; count: number }[]) =>
  poolProduct(
    { format: 'rochester-draft', breakdown: breakdown('rochester-draft', 'gym1+gym2'), cardsPerPack: 11, cards },
    builtInCatalog,
  );

describe('poolProduct (231, 234–236)', () => {
  it.each([
    [
      'Sealed: Legendary Collection Charizard and Snorlax',
      () =>
        sealed([
          { cardId: 'base6-3', count: 1 },
          { cardId: 'base6-64', count: 2 },
        ]),
    ],
    ['Sealed: exactly five packs of 11 Legendary Collection cards', () => sealed([{ cardId: 'base6-64', count: 55 }])],
    [
      'Sealed: basic Energy from any set is not counted (233)',
      () =>
        sealed([
          { cardId: 'base6-3', count: 1 },
          { cardId: 'base1-98', count: 60 },
        ]),
    ],
    [
      'Rochester: Gym Heroes and Gym Challenge',
      () =>
        rochester([
          { cardId: 'gym1-35', count: 4 },
          { cardId: 'gym2-2', count: 1 },
        ]),
    ],
  ])('accepts %s', (_, check) => {
    expect(check().ok).toBe(true);
  });

  it.each([
    [
      'Base Set Charizard in a Legendary Collection Sealed',
      () =>
        sealed([
          { cardId: 'base6-64', count: 1 },
          { cardId: 'base1-4', count: 1 },
        ]),
      'cards[1].cardId',
      "Charizard (Base 4) was not printed in this event's packs (Legendary Collection).",
      '234',
    ],
    [
      'Neo Genesis Lugia in a Gym Rochester Draft',
      () => rochester([{ cardId: 'neo1-9', count: 1 }]),
      'cards[0].cardId',
      "Lugia (Neo Genesis 9) was not printed in this event's packs (Gym Heroes and Gym Challenge).",
      '236',
    ],
  ])('refuses %s, naming the card', (_, check, field, message, section) => {
    expect(check()).toEqual({ ok: false, error: { code: 'CARD_NOT_IN_PRODUCT', message, section, field } });
  });

  it.each([
    [
      () =>
        sealed([
          { cardId: 'base6-3', count: 36 },
          { cardId: 'base6-64', count: 20 },
        ]),
      '56 Legendary Collection cards in the pool, but 5 Legendary Collection packs of 11 cards hold at most 55.',
    ],
    [
      () => sealed([{ cardId: 'base6-3', count: 41 }], 8),
      '41 Legendary Collection cards in the pool, but 5 Legendary Collection packs of 8 cards hold at most 40.',
    ],
    [
      () => rochester([{ cardId: 'gym1-35', count: 34 }]),
      '34 Gym Heroes cards in the pool, but 3 Gym Heroes packs of 11 cards hold at most 33.',
    ],
  ])('refuses more cards of a set than its packs hold, naming the counts (%#)', (check, message) => {
    expect(check()).toMatchObject({ ok: false, error: { code: 'POOL_OVER_PRODUCT', field: 'cards', message } });
  });

  it.each([
    [
      () => sealed([{ cardId: 'base6-3', count: 36 }]),
      '36 Legendary Collection rares in the pool, but 5 Legendary Collection packs hold at most 10 (one rare a pack, and one reverse holo of any rarity).',
    ],
    [
      () =>
        sealed([
          { cardId: 'base6-3', count: 6 },
          { cardId: 'base6-1', count: 5 },
        ]),
      '11 Legendary Collection rares in the pool, but 5 Legendary Collection packs hold at most 10 (one rare a pack, and one reverse holo of any rarity).',
    ],
    [
      () => rochester([{ cardId: 'gym2-2', count: 4 }]),
      '4 Gym Challenge rares in the pool, but 3 Gym Challenge packs hold at most 3 (one rare a pack).',
    ],
  ])('refuses more rares of a set than its packs hold (%#)', (check, message) => {
    expect(check()).toMatchObject({
      ok: false,
      error: { code: 'POOL_OVER_PRODUCT', section: expect.any(String), field: 'cards', message },
    });
  });

  it.each([
    [
      'ten Legendary Collection rares from five packs',
      () =>
        sealed([
          { cardId: 'base6-3', count: 5 },
          { cardId: 'base6-1', count: 5 },
          { cardId: 'base6-64', count: 40 },
        ]),
    ],
    ['three Gym Challenge rares from three packs', () => rochester([{ cardId: 'gym2-2', count: 3 }])],
  ])('accepts %s', (_, check) => {
    expect(check().ok).toBe(true);
  });
});
