// 221, 231: Constructed decks contain exactly sixty cards, Limited decks exactly forty.
import type { Format } from '../format/types.ts';
import type { DeckProblem } from './types.ts';

export function deckSizeProblems(total: number, format: Format): DeckProblem[] {
  const { count, section } = format.deckSize;
  if (total === count) return [];
  const kind = format.kind === 'limited' ? 'Limited' : 'Constructed';
  const message = `${format.name}: the deck has ${total} cards; ${kind} decks must contain exactly ${count} (${section})`;
  return [{ code: 'DECK_SIZE', section, message }];
}
