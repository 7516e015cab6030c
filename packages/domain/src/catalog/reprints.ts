// 226: "previously printed copies of legal cards": which printings are the same card.
import type { Catalog, CatalogCard } from './types.ts';

/** The game text a copy must share; everything else (wording of attacks and powers, level, art, rarity) may differ. */
export interface GameText {
  supertype: string;
  name: string;
  subtypes?: readonly string[];
  hp?: string | number;
  attacks?: readonly { name: string; cost: readonly string[]; damage: string }[];
  abilities?: readonly { name: string }[];
  /** Trainer and Special Energy text, one entry per text box. */
  rules?: readonly string[];
}

const sorted = (items: readonly string[]): string[] => [...items].sort();

/** The source leaves out the kind of old plain Trainers that EX-era printings call "Item". */
const kind = (text: GameText): string[] => {
  const subtypes = sorted(text.subtypes ?? []);
  return text.supertype === 'Trainer' && subtypes.length === 0 ? ['Item'] : subtypes;
};

/** Text boxes joined and spacing collapsed: how the source splits a text into boxes carries no game meaning. */
const fullText = (text: GameText): string => (text.rules ?? []).join(' ').replace(/\s+/g, ' ').trim();

/**
 * Pokémon: same name, HP, attacks (name, cost, damage) and Pokémon Powers / Poké-Powers / Poké-Bodies by name.
 * Trainers and Energy: same name, kind (Supporter, Stadium, plain Trainer…) and full text, word for word.
 * Costs, attacks and powers are compared as sets, since their order has no game meaning.
 * Typos in the card data are corrected before this, by the reviewed list in packages/db/src/cards/errata.ts.
 */
export function gameTextKey(text: GameText): string {
  if (text.supertype !== 'Pokémon') return JSON.stringify([text.supertype, text.name, kind(text), fullText(text)]);
  const attacks = sorted((text.attacks ?? []).map((a) => JSON.stringify([a.name, sorted(a.cost), a.damage])));
  const abilities = sorted((text.abilities ?? []).map((a) => a.name));
  return JSON.stringify([text.supertype, text.name, String(text.hp ?? ''), attacks, abilities]);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over UTF-16 code units: 16 hex digits that stand for the game text without carrying it. */
export function fingerprint(text: GameText): string {
  let hash = FNV_OFFSET;
  const key = gameTextKey(text);
  for (let i = 0; i < key.length; i++) {
    hash = ((hash ^ BigInt(key.charCodeAt(i))) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Every other printing of the same card, oldest set first. */
export const copiesOf = (card: CatalogCard, catalog: Catalog): CatalogCard[] =>
  (catalog.cardsByFingerprint.get(card.fingerprint) ?? []).filter((other) => other.id !== card.id);
