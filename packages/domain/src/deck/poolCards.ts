// 231: a pool registered as card counts (cards opened in Sealed or drafted), read into the card ids the pool check takes.
import type { Catalog } from '../catalog/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface PoolCard {
  cardId: string;
  count: number;
}

/** One element per card, copies repeated; an unknown card or a card named twice is refused, naming the field. */
export function poolIds(cards: readonly PoolCard[], catalog: Catalog): Result<string[]> {
  const seen = new Set<string>();
  for (const [i, { cardId, count }] of cards.entries()) {
    const field = `cards[${i}]`;
    if (!catalog.cardsById.has(cardId))
      return fail('UNKNOWN_CARD', `No card ${cardId.slice(0, 60)} in the catalog.`, '231', `${field}.cardId`);
    if (seen.has(cardId))
      return fail('DUPLICATE_CARD', `${cardId} is listed twice; give its count once.`, '231', `${field}.cardId`);
    if (!Number.isInteger(count) || count < 1)
      return fail(
        'COUNT_INVALID',
        `The count of ${cardId} must be a whole number, at least 1.`,
        '231',
        `${field}.count`,
      );
    seen.add(cardId);
  }
  return ok(cards.flatMap(({ cardId, count }) => Array.from({ length: count }, () => cardId)));
}
