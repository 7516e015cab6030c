// 221, 226: basic Energy is Grass, Fire, Water, Lightning, Psychic and Fighting; Darkness and Metal are Special Energy.
import type { CatalogCard } from './types.ts';

export const BASIC_ENERGY_NAMES: readonly string[] = [
  'Grass Energy',
  'Fire Energy',
  'Water Energy',
  'Lightning Energy',
  'Psychic Energy',
  'Fighting Energy',
];

/** Both the printed kind and the name: 226 lists the six basic types, so a later basic Darkness Energy would still count. */
export const isBasicEnergy = (card: CatalogCard): boolean =>
  card.supertype === 'Energy' && card.subtypes.includes('Basic') && BASIC_ENERGY_NAMES.includes(card.name);
