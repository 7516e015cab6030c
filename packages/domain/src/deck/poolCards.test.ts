import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { checkDeck } from './checkDeck.ts';
import { poolIds } from './poolCards.ts';
import { SEALED } from '../format/limited.ts';

/** `count` copies of the card `cardId` in the pool. */
const card = (cardId: string, count: number) => ({ cardId, count });
const pool = (...cards: ReturnType<typeof card>[]) => poolIds(cards, catalog);

describe('poolIds (231)', () => {
  it('repeats each card by its count', () => {
    expect(pool(card('base6-70', 2), card('base6-3', 1))).toEqual({
      ok: true,
      value: ['base6-70', 'base6-70', 'base6-3'],
    });
  });

  it('refuses an unknown card, a card named twice and a count below one, naming the field', () => {
    expect(pool(card('base6-70', 1), card('nope-1', 1))).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CARD', field: 'cards[1].cardId' },
    });
    expect(pool(card('base6-70', 1), card('base6-70', 1))).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_CARD' },
    });
    expect(pool(card('base6-70', 0))).toMatchObject({
      ok: false,
      error: { code: 'COUNT_INVALID', field: 'cards[0].count' },
    });
  });

  it('feeds checkDeck: a Limited deck of 40 from the pool plus basic Energy, NOT_IN_POOL beyond it', () => {
    const pooled = pool(card('base6-70', 4), card('base6-108', 2));
    if (!pooled.ok) throw new Error(pooled.error.message);
    const deck = (charmander: number) =>
      `${charmander} Charmander LC 70\n2 Bill LC 108\n${38 - charmander} Fire Energy`;
    expect(checkDeck({ format: SEALED, date: '2003-06-01', list: deck(4), pool: pooled.value }, catalog).legal).toBe(
      true,
    );
    const over = checkDeck({ format: SEALED, date: '2003-06-01', list: deck(5), pool: pooled.value }, catalog);
    expect(over.problems.map((p) => [p.code, p.message])).toEqual([
      [
        'NOT_IN_POOL',
        'Charmander (Legendary Collection 70): 5 in the deck, 4 in the pool; every card but basic Energy must come from the pool (231)',
      ],
    ]);
  });
});
