// 225, 226: banned cards: the named printings, every copy of them, and titles banned even when the catalog lacks the card.
import { normalizeName } from '../catalog/normalize.ts';
import { copiesOf } from '../catalog/reprints.ts';
import type { Catalog, CatalogCard } from '../catalog/types.ts';
import { cardLabel } from './labels.ts';
import type { Format } from './types.ts';

export const isBannedName = (name: string, format: Format): boolean =>
  format.banned.names.some((banned) => normalizeName(banned) === normalizeName(name));

/** Why the card is banned, or null. A reprint of a banned printing is the same card, so it is banned too. */
export function banReason(card: CatalogCard, format: Format, catalog: Catalog): string | null {
  const { ids, section } = format.banned;
  if (ids.includes(card.id)) return `${cardLabel(card, catalog)} is banned under ${section}`;
  if (isBannedName(card.name, format)) return `${card.name} is banned under ${section}`;
  const bannedCopy = copiesOf(card, catalog).find((copy) => ids.includes(copy.id));
  return bannedCopy
    ? `${cardLabel(card, catalog)} is a copy of banned ${cardLabel(bannedCopy, catalog)}, banned under ${section}`
    : null;
}
