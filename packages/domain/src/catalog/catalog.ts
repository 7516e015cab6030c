// 202, 226: the card catalog with the look-ups deck checks need (set codes, printings, titles, copies).
import { normalizeName, normalizeNumber } from './normalize.ts';
import type { Catalog, CatalogCard, CatalogData, CatalogSet } from './types.ts';

const printingKey = (setId: string, number: string): string => `${setId}|${normalizeNumber(number)}`;

function groupBy(cards: readonly CatalogCard[], key: (card: CatalogCard) => string): Map<string, CatalogCard[]> {
  const groups = new Map<string, CatalogCard[]>();
  for (const card of cards) {
    const k = key(card);
    const group = groups.get(k);
    if (group) group.push(card);
    else groups.set(k, [card]);
  }
  return groups;
}

function setKeys(sets: readonly CatalogSet[]): Map<string, CatalogSet> {
  const keys = new Map<string, CatalogSet>();
  for (const set of sets) keys.set(set.id.toLowerCase(), set);
  for (const set of sets) if (set.code && !keys.has(set.code.toLowerCase())) keys.set(set.code.toLowerCase(), set);
  return keys;
}

/** Cards keep the data's order (sets oldest first), so every list in the index is oldest printing first. */
export function createCatalog(data: CatalogData): Catalog {
  const setIds = new Set(data.sets.map((set) => set.id));
  const orphan = data.cards.find((card) => !setIds.has(card.set));
  if (orphan) throw new Error(`catalog card ${orphan.id} names unknown set ${orphan.set}`);
  return {
    sets: data.sets,
    cards: data.cards,
    setsById: new Map(data.sets.map((set) => [set.id, set])),
    setsByKey: setKeys(data.sets),
    cardsById: new Map(data.cards.map((card) => [card.id, card])),
    cardsByPrinting: new Map(data.cards.map((card) => [printingKey(card.set, card.number), card])),
    cardsByName: groupBy(data.cards, (card) => normalizeName(card.name)),
    cardsByFingerprint: groupBy(data.cards, (card) => card.fingerprint),
  };
}

/** A set by its id or its export code, any case: "LC", "base6" and "lc" are Legendary Collection. */
export const findSet = (catalog: Catalog, idOrCode: string): CatalogSet | undefined =>
  catalog.setsByKey.get(idOrCode.trim().toLowerCase());

export function findPrinting(catalog: Catalog, idOrCode: string, number: string): CatalogCard | undefined {
  const set = findSet(catalog, idOrCode);
  return set && catalog.cardsByPrinting.get(printingKey(set.id, number));
}

export const findByName = (catalog: Catalog, name: string): readonly CatalogCard[] =>
  catalog.cardsByName.get(normalizeName(name)) ?? [];

/** The set a catalog card belongs to; createCatalog refuses cards whose set is missing. */
export const setOf = (catalog: Catalog, card: CatalogCard): CatalogSet => catalog.setsById.get(card.set)!;
