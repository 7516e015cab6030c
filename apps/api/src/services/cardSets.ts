// Custom card sets: read the cards (JSON or CSV), check the set whole against the catalog, store it whole or not at all.
import type { CardSetImport, Of } from '@tcg/contract';
import { cardSetRepository as cardSets, type Db } from '@tcg/db';
import { cardSetCsv, importCardSet } from '@tcg/domain/catalog';
import { must, RuleViolation } from '@tcg/domain/shared';
import { catalogOf } from './catalog.ts';

/** The cards as sent, or read from the CSV with each card's line for the refusals. */
function cardsOf(cards: unknown[] | undefined, csv: string | undefined): { cards: unknown; lines?: number[] } {
  if (csv === undefined) return { cards };
  if (cards !== undefined)
    throw new RuleViolation({
      code: 'CARD_SET_INVALID',
      field: 'csv',
      message: 'csv replaces cards: send one of them',
    });
  return must(cardSetCsv(csv));
}

/** Stores the set checked whole; CARD_SET_EXISTS when its id or code is already an imported set. */
export async function importSet(db: Db, { set, cards, csv, tags }: Of<typeof CardSetImport>, actor: string) {
  const read = cardsOf(cards, csv);
  return db.transaction(async (tx) => {
    const checked = must(importCardSet({ set, cards: read.cards, tags }, await catalogOf(tx), read.lines));
    const created = await cardSets.create(tx, checked, actor);
    if (!created)
      throw new RuleViolation({
        code: 'CARD_SET_EXISTS',
        field: 'set.id',
        message: `set.id "${set.id}" or its code is already an imported set`,
      });
    return created;
  });
}
