// 221: counting a deck's cards by English card title (or any other key), across printings and lines.
import { normalizeName } from '../catalog/normalize.ts';
import type { CatalogCard } from '../catalog/types.ts';
import type { DeckEntry } from './types.ts';

export interface Tally {
  /** The title as printed on the first card counted. */
  name: string;
  count: number;
  /** First line the key appears on. */
  line: number;
  /** Copies per card id, in list order. */
  byCard: Map<string, number>;
}

export const titleOf = (card: CatalogCard): string => normalizeName(card.name);

export function tally(entries: readonly DeckEntry[], key: (card: CatalogCard) => string = titleOf): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const { card, count, line } of entries) {
    const k = key(card);
    const t = tallies.get(k) ?? { name: card.name, count: 0, line, byCard: new Map<string, number>() };
    t.count += count;
    t.line = Math.min(t.line, line);
    t.byCard.set(card.id, (t.byCard.get(card.id) ?? 0) + count);
    tallies.set(k, t);
  }
  return tallies;
}

/** "base1-4 ×3, base6-3 ×2". */
export const printings = (t: Tally): string => [...t.byCard].map(([id, n]) => `${id} ×${n}`).join(', ');
