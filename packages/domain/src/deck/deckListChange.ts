// DCI Universal Tournament Rules (the floor rules work with them; none of their sections locks decks): a registered decklist is fixed once play starts for the player's stage (round 1 paired; for the Top 8, the cut made).
import { fail, ok, type Result } from '../shared/error.ts';

export function deckListChange(locked: boolean): Result<true> {
  return locked ? fail('DECKS_LOCKED', 'Round 1 is paired: registered decklists are locked', 'UTR') : ok(true);
}
