// 212: a registered decklist is fixed once play starts for the player's stage (round 1 paired; for the Top 8, the cut made).
import { fail, ok, type Result } from '../shared/error.ts';

export function deckListChange(locked: boolean): Result<true> {
  return locked ? fail('DECKS_LOCKED', 'Round 1 is paired: registered decklists are locked', '212') : ok(true);
}
