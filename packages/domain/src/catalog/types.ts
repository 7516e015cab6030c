// 202, 226: the facts about sets and cards that deck legality is decided on (no card text).
export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';

export interface CatalogSet {
  id: string;
  name: string;
  /** The set's short code on Pokémon TCG Online/Live exports (ptcgoCode), null when it has none. */
  code: string | null;
  /** YYYY-MM-DD: the set is legal from this day (204). */
  releaseDate: string;
  printedTotal: number;
  total: number;
}

export interface CatalogCard {
  id: string;
  set: string;
  number: string;
  name: string;
  supertype: Supertype;
  subtypes: string[];
  level?: string;
  hp?: number;
  types?: string[];
  evolvesFrom?: string;
  /** As printed ("Common", "Uncommon", "Rare", "Rare Holo"…): how many a booster pack can hold (234–236). */
  rarity?: string;
  /** Hash of the game text that makes two printings copies of one card (226), see reprints.ts. */
  fingerprint: string;
  /** Free tags of an imported card set ("Legendary", "Ultra Beast"…) that house-format groups select by. */
  tags?: string[];
}

/** The committed catalog.json: plain facts. */
export interface CatalogData {
  sets: CatalogSet[];
  cards: CatalogCard[];
}

/** CatalogData with the look-ups every check needs, built once by createCatalog. */
export interface Catalog extends CatalogData {
  setsById: ReadonlyMap<string, CatalogSet>;
  /** Lower-cased set id and code → set. */
  setsByKey: ReadonlyMap<string, CatalogSet>;
  cardsById: ReadonlyMap<string, CatalogCard>;
  /** `<setId>|<NUMBER>` → card. */
  cardsByPrinting: ReadonlyMap<string, CatalogCard>;
  /** Normalized name → printings, oldest set first. */
  cardsByName: ReadonlyMap<string, readonly CatalogCard[]>;
  /** Fingerprint → every printing of that card (226 copies), oldest set first. */
  cardsByFingerprint: ReadonlyMap<string, readonly CatalogCard[]>;
}
