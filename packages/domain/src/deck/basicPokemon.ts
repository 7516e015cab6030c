// 214, 215: a deck must be able to start a game, so it needs at least one Basic or Baby Pokémon.
import type { CatalogCard } from '../catalog/types.ts';
import type { DeckEntry, DeckProblem } from './types.ts';

export const isBasicOrBaby = (card: CatalogCard): boolean =>
  card.supertype === 'Pokémon' && (card.subtypes.includes('Basic') || card.subtypes.includes('Baby'));

export function basicPokemonProblems(entries: readonly DeckEntry[]): DeckProblem[] {
  if (entries.some((entry) => isBasicOrBaby(entry.card))) return [];
  const message = 'The deck has no Basic or Baby Pokémon, so it could never finish a mulligan (214, 215)';
  return [{ code: 'NO_BASIC_POKEMON', section: '214', message }];
}
