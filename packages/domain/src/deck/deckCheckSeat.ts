// Deck checks: a judge checks the deck of a player seated at the table in that round.
import { fail, ok, type Result } from '../shared/error.ts';

export function deckCheckSeat(seated: boolean): Result<true> {
  return seated ? ok(true) : fail('NOT_AT_TABLE', 'The player does not sit at that table in that round');
}
