// 202: finding cards for the browser and decklist autocomplete: by name (accents and case ignored), by set and number.
import { findPrinting, findSet } from './catalog.ts';
import { normalizeName } from './normalize.ts';
import type { Catalog, CatalogCard } from './types.ts';

export interface CardSearch {
  /** Restrict to one set, by id or code. */
  set?: string;
  limit?: number;
}

const MAX_RESULTS = 100;
const MAX_QUERY = 100;

/** 0 exact title, 1 title starts with the query, 2 a word starts with it, 3 it occurs, null no match. */
function rank(name: string, words: readonly string[], query: string): number | null {
  if (!words.every((word) => name.includes(word))) return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  return name.split(' ').some((part) => part.startsWith(words[0]!)) ? 2 : 3;
}

/** "BS 4", "base1-4", "lc 3": one printing by set and number. */
function printingQuery(catalog: Catalog, text: string): CatalogCard | undefined {
  const match = /^(\S+?)(?:\s+|-)(\S+)$/.exec(text.trim());
  return match ? findPrinting(catalog, match[1]!, match[2]!) : undefined;
}

/** Best matches first; one title's printings together, oldest first. Empty text with a set lists that set. */
export function searchCards(catalog: Catalog, text: string, search: CardSearch = {}): CatalogCard[] {
  const limit = Math.max(0, Math.min(search.limit ?? 25, MAX_RESULTS));
  const setId = search.set === undefined ? undefined : findSet(catalog, search.set)?.id;
  if (search.set !== undefined && setId === undefined) return [];
  const query = normalizeName(text.slice(0, MAX_QUERY));
  const words = query.split(' ').filter((w) => w !== '');
  const exact = printingQuery(catalog, query);
  const ranked: { card: CatalogCard; rank: number }[] =
    exact && (setId === undefined || exact.set === setId) ? [{ card: exact, rank: -1 }] : [];
  for (const [name, cards] of catalog.cardsByName) {
    const r = rank(name, words, query);
    if (r === null) continue;
    for (const card of cards)
      if (card !== exact && (setId === undefined || card.set === setId)) ranked.push({ card, rank: r });
  }
  // Array.prototype.sort is stable, so equal ranks keep title and printing order.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.card);
}
