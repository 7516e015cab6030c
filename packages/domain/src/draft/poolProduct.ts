// 231, 234–236: a pool holds only cards printed in the sets of the player's packs, no more cards and no more rares than those packs hold.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import type { Catalog } from '../catalog/types.ts';
import type { PoolCard } from '../deck/poolCards.ts';
import { cardLabel } from '../format/labels.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { isRare, packRaresText, raresPerPack } from './packRarity.ts';
import { PRODUCT_SECTION, type Breakdown, type LimitedFormatId } from './product.ts';

/**
 * Cards in one booster pack. The rules give no pack size and the card data has none either, so it is an event
 * setting: 11 by default, the size of the Wizards boosters of the sets 234–236 name.
 */
export const DEFAULT_CARDS_PER_PACK = 11;

export interface PoolProductInput {
  format: LimitedFormatId;
  breakdown: Breakdown;
  cardsPerPack: number;
  cards: readonly PoolCard[];
}

/**
 * The pool when every card (basic Energy aside: any number may be played, 233) was printed in a set of the
 * player's packs and no set gives more cards, or more rares, than its packs hold; otherwise the first card or set that breaks it.
 */
export function poolProduct(
  { format, breakdown, cardsPerPack, cards }: PoolProductInput,
  catalog: Catalog,
): Result<PoolCard[]> {
  const section = PRODUCT_SECTION[format];
  const packsOf = new Map(breakdown.perPlayer.map((p) => [p.set as string, p.packs]));
  const setName = (set: string) => catalog.setsById.get(set)?.name ?? set;
  const setNames = breakdown.perPlayer.map((p) => setName(p.set)).join(' and ');
  const bySet = new Map<string, number>();
  const raresBySet = new Map<string, number>();
  for (const [i, { cardId, count }] of cards.entries()) {
    const card = catalog.cardsById.get(cardId);
    if (!card)
      return fail('UNKNOWN_CARD', `No card ${cardId.slice(0, 60)} in the catalog.`, '231', `cards[${i}].cardId`);
    if (isBasicEnergy(card)) continue;
    if (!packsOf.has(card.set)) {
      return fail(
        'CARD_NOT_IN_PRODUCT',
        `${cardLabel(card, catalog)} was not printed in this event's packs (${setNames}).`,
        section,
        `cards[${i}].cardId`,
      );
    }
    bySet.set(card.set, (bySet.get(card.set) ?? 0) + count);
    if (isRare(card)) raresBySet.set(card.set, (raresBySet.get(card.set) ?? 0) + count);
  }
  for (const [set, count] of bySet) {
    const packs = packsOf.get(set)!;
    if (count > packs * cardsPerPack) {
      const name = setName(set);
      const message = `${count} ${name} cards in the pool, but ${packs} ${name} packs of ${cardsPerPack} cards hold at most ${packs * cardsPerPack}.`;
      return fail('POOL_OVER_PRODUCT', message, section, 'cards');
    }
  }
  for (const [set, rares] of raresBySet) {
    const packs = packsOf.get(set)!;
    if (rares > packs * raresPerPack(set)) {
      const name = setName(set);
      const message = `${rares} ${name} rares in the pool, but ${packs} ${name} packs hold at most ${packs * raresPerPack(set)} (${packRaresText(set)}).`;
      return fail('POOL_OVER_PRODUCT', message, section, 'cards');
    }
  }
  return ok([...cards]);
}
