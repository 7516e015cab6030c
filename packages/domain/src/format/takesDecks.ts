// 201: decks and decklists belong to the card game; an event of the Pokémon video game (VGC, from a TOM file) has none.
import { fail, ok, type Result } from '../shared/error.ts';

export type EventGame = 'tcg' | 'vgc';

/** Whether an event of `game` takes decks: the card game's do, the video game's answer NO_CARD_FORMAT. */
export function takesDecks(game: EventGame): Result<void> {
  if (game === 'tcg') return ok(undefined);
  return fail(
    'NO_CARD_FORMAT',
    'This event is played in the Pokémon video game (VGC): it has no card format and takes no decklists.',
    undefined,
    'game',
  );
}
