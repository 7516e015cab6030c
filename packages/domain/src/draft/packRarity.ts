// 234–236: a booster pack of the Limited sets holds one rare; Legendary Collection and Expedition packs also hold one reverse-holo card of any rarity.
import type { CatalogCard } from '../catalog/types.ts';

/** Sets whose packs carry a reverse-holo card beside the rare. */
const REVERSE_HOLO_SETS: ReadonlySet<string> = new Set(['base6', 'ecard1']);

/** A card of the rare slot: Rare, Rare Holo and the set's other rare printings. */
export const isRare = (card: CatalogCard): boolean => card.rarity?.startsWith('Rare') ?? false;

/** The rares one pack of the set can hold: its rare, and a rare in its reverse-holo slot. */
export const raresPerPack = (set: string): number => (REVERSE_HOLO_SETS.has(set) ? 2 : 1);

/** How a refusal names what a pack holds. */
export const packRaresText = (set: string): string =>
  REVERSE_HOLO_SETS.has(set) ? 'one rare a pack, and one reverse holo of any rarity' : 'one rare a pack';
