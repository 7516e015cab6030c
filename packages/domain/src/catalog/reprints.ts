// 221, 226: "previously printed copies of legal cards": which printings are the same card. The key below proposes the
// groups; the reviewed table (reprintTable.ts, reprintGroups.json) decides them, and the catalog's fingerprints carry its decision.
import type { Catalog, CatalogCard } from './types.ts';

/** The game text a copy must share; everything else (wording of attacks, powers, Trainer and Energy text, level, art, rarity) may differ. */
export interface GameText {
  supertype: string;
  name: string;
  subtypes?: readonly string[];
  hp?: string | number;
  types?: readonly string[];
  attacks?: readonly { name: string; cost: readonly string[]; damage: string }[];
  abilities?: readonly { name: string }[];
  /** Trainer and Special Energy text, one entry per text box: not compared (a wording update is the same card). */
  rules?: readonly string[];
}

const sorted = (items: readonly string[]): string[] => [...items].sort();

/** The source leaves out the kind of old plain Trainers that EX-era printings call "Item". */
const kind = (text: GameText): string[] => {
  const subtypes = sorted(text.subtypes ?? []);
  return text.supertype === 'Trainer' && subtypes.length === 0 ? ['Item'] : subtypes;
};

/**
 * Pokémon: same name, stage (the subtypes), HP, type, attacks (name, cost, damage) and Pokémon Powers / Poké-Powers / Poké-Bodies by name.
 * Trainers and Energy: same name and kind (Supporter, Stadium, plain Trainer, Special Energy…); their text may be reworded.
 * Costs, attacks, powers and types are compared as sets, since their order has no game meaning.
 * Typos in the card data are corrected before this, by the reviewed list in packages/db/src/cards/errata.ts.
 */
export function gameTextKey(text: GameText): string {
  if (text.supertype !== 'Pokémon') return JSON.stringify([text.supertype, text.name, kind(text)]);
  const attacks = sorted((text.attacks ?? []).map((a) => JSON.stringify([a.name, sorted(a.cost), a.damage])));
  const abilities = sorted((text.abilities ?? []).map((a) => a.name));
  return JSON.stringify([
    text.supertype,
    text.name,
    kind(text),
    String(text.hp ?? ''),
    sorted(text.types ?? []),
    attacks,
    abilities,
  ]);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over UTF-16 code units: 16 hex digits that stand for the key without carrying it. */
export function hashKey(key: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) {
    hash = ((hash ^ BigInt(key.charCodeAt(i))) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

export const fingerprint = (text: GameText): string => hashKey(gameTextKey(text));

/** Two printings are the same card (226) when the reviewed table put them in one group. */
export const sameCard = (a: CatalogCard, b: CatalogCard): boolean => a.fingerprint === b.fingerprint;

/** Every other printing of the same card, oldest set first. */
export const copiesOf = (card: CatalogCard, catalog: Catalog): CatalogCard[] =>
  (catalog.cardsByFingerprint.get(card.fingerprint) ?? []).filter((other) => other.id !== card.id);
