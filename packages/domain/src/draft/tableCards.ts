// Appendix A 2, 4: the cards an Active player lays out — two packs, oldest set first, basic Energy removed.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import type { Catalog, CatalogCard } from '../catalog/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { MAX_CARDS_PER_PHASE } from './limitedSettings.ts';

const releaseOrder = (catalog: Catalog, card: CatalogCard): number => catalog.sets.findIndex((s) => s.id === card.set);

/**
 * Checks the cards in order of placement. `packs` names the two sets of this pack group when the event's
 * breakdown is known; each card must come from one of them.
 */
export function validateTableCards(
  catalog: Catalog,
  cardIds: readonly string[],
  packs: readonly string[] | null,
): Result<CatalogCard[]> {
  if (cardIds.length < 1 || cardIds.length > MAX_CARDS_PER_PHASE) {
    return fail(
      'CARDS_INVALID',
      `Two packs make 1 to ${MAX_CARDS_PER_PHASE} cards on the table, not ${cardIds.length}.`,
      'Appendix A 4',
      'cards',
    );
  }
  const cards: CatalogCard[] = [];
  for (const [i, id] of cardIds.entries()) {
    const card = catalog.cardsById.get(id);
    const field = `cards[${i}]`;
    if (!card) return fail('UNKNOWN_CARD', `${id} is not a card in the catalog.`, 'Appendix A 4', field);
    if (isBasicEnergy(card)) {
      return fail(
        'BASIC_ENERGY_ON_TABLE',
        `${card.name} (${id}) is basic Energy: the Active player removes it before laying out the cards.`,
        'Appendix A 4',
        field,
      );
    }
    if (packs && !packs.includes(card.set)) {
      return fail(
        'CARD_NOT_IN_PACKS',
        `${card.name} (${id}) is not from this pack group's packs (${packs.join(', ')}).`,
        'Appendix A 2',
        field,
      );
    }
    const previous = cards[cards.length - 1];
    if (previous && releaseOrder(catalog, card) < releaseOrder(catalog, previous)) {
      return fail(
        'NOT_OLDEST_SET_FIRST',
        `${card.name} (${id}) is from an older set than the card before it: the oldest set's pack is laid out first.`,
        'Appendix A 2',
        field,
      );
    }
    cards.push(card);
  }
  return ok(cards);
}
