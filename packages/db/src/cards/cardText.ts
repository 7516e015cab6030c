// What the database adds to the built-in facts: the imported sets and each card's full text.
import { CardText, type Of } from '@tcg/contract';
import { decode } from '../corruptData.ts';
import type { Tx } from '../transaction.ts';

export const cardTextRepository = {
  /** The card's object as the catalog directory had it, or null when no import brought it. */
  async text(tx: Tx, id: string): Promise<Of<typeof CardText> | null> {
    const row = await tx.card.findUnique({ where: { id }, select: { data: true } });
    return row ? decode(CardText, JSON.parse(row.data), `text of card ${id}`) : null;
  },

  /** How many cards of each imported set have their text stored. */
  async importedCards(tx: Tx): Promise<Map<string, number>> {
    const rows = await tx.cardSet.findMany({ include: { _count: { select: { cards: true } } } });
    return new Map(rows.map((r) => [r.id, r._count.cards]));
  },
};
