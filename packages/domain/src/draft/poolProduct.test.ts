import { describe, expect, it } from 'vitest';
import { builtInCatalog } from '../catalog/builtIn.ts';
import { DEFAULT_CARDS_PER_PACK, poolProduct } from './poolProduct.ts';
import { findBreakdown, type LimitedFormatId } from './product.ts';

const breakdown = (format: LimitedFormatId, id?: string) => {
  const found = findBreakdown(format, id);
  if (!found.ok) throw new Error(`no breakdown ${id}`);
  return found.value;
};
/** `count` copies of the card `cardId` in the pool. */
const card = (cardId: string, count: number) => ({ cardId, count });
const sealed = (cards: ReturnType<typeof card>[], cardsPerPack = DEFAULT_CARDS_PER_PACK) =>
  poolProduct({ format: 'sealed', breakdown: breakdown('sealed'), cardsPerPack, cards }, builtInCatalog);
const rochester = (cards: ReturnType<typeof card>[]) =>
  poolProduct(
    { format: 'rochester-draft', breakdown: breakdown('rochester-draft', 'gym1+gym2'), cardsPerPack: 11, cards },
    builtInCatalog,
  );

describe('poolProduct (231, 234–236)', () => {
  it.each([
    ['Sealed: Legendary Collection Charizard and Snorlax', () => sealed([card('base6-3', 1), card('base6-64', 2)])],
    ['Sealed: exactly five packs of 11 Legendary Collection cards', () => sealed([card('base6-64', 55)])],
    [
      'Sealed: basic Energy from any set is not counted (233)',
      () => sealed([card('base6-3', 1), card('base1-98', 60)]),
    ],
    ['Rochester: Gym Heroes and Gym Challenge', () => rochester([card('gym1-35', 4), card('gym2-2', 1)])],
  ])('accepts %s', (_, check) => {
    expect(check().ok).toBe(true);
  });

  it.each([
    [
      'Base Set Charizard in a Legendary Collection Sealed',
      () => sealed([card('base6-64', 1), card('base1-4', 1)]),
      'cards[1].cardId',
      "Charizard (Base 4) was not printed in this event's packs (Legendary Collection).",
      '234',
    ],
    [
      'Neo Genesis Lugia in a Gym Rochester Draft',
      () => rochester([card('neo1-9', 1)]),
      'cards[0].cardId',
      "Lugia (Neo Genesis 9) was not printed in this event's packs (Gym Heroes and Gym Challenge).",
      '236',
    ],
  ])('refuses %s, naming the card', (_, check, field, message, section) => {
    expect(check()).toEqual({ ok: false, error: { code: 'CARD_NOT_IN_PRODUCT', message, section, field } });
  });

  it.each([
    [
      () => sealed([card('base6-3', 36), card('base6-64', 20)]),
      '56 Legendary Collection cards in the pool, but 5 Legendary Collection packs of 11 cards hold at most 55.',
    ],
    [
      () => sealed([card('base6-3', 41)], 8),
      '41 Legendary Collection cards in the pool, but 5 Legendary Collection packs of 8 cards hold at most 40.',
    ],
    [
      () => rochester([card('gym1-35', 34)]),
      '34 Gym Heroes cards in the pool, but 3 Gym Heroes packs of 11 cards hold at most 33.',
    ],
  ])('refuses more cards of a set than its packs hold, naming the counts (%#)', (check, message) => {
    expect(check()).toMatchObject({ ok: false, error: { code: 'POOL_OVER_PRODUCT', field: 'cards', message } });
  });

  it.each([
    [
      () => sealed([card('base6-3', 36)]),
      '36 Legendary Collection rares in the pool, but 5 Legendary Collection packs hold at most 10 (one rare a pack, and one reverse holo of any rarity).',
    ],
    [
      () => sealed([card('base6-3', 6), card('base6-1', 5)]),
      '11 Legendary Collection rares in the pool, but 5 Legendary Collection packs hold at most 10 (one rare a pack, and one reverse holo of any rarity).',
    ],
    [
      () => rochester([card('gym2-2', 4)]),
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
      () => sealed([card('base6-3', 5), card('base6-1', 5), card('base6-64', 40)]),
    ],
    ['three Gym Challenge rares from three packs', () => rochester([card('gym2-2', 3)])],
  ])('accepts %s', (_, check) => {
    expect(check().ok).toBe(true);
  });
});
