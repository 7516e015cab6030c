// 226: how messages name a printing: title, then set name and collector number ("Charizard (Legendary Collection 3)").
import { setOf } from '../catalog/catalog.ts';
import type { Catalog, CatalogCard } from '../catalog/types.ts';

export const printingLabel = (card: CatalogCard, catalog: Catalog): string =>
  `${setOf(catalog, card).name} ${card.number}`;

export const cardLabel = (card: CatalogCard, catalog: Catalog): string =>
  `${card.name} (${printingLabel(card, catalog)})`;
