import { fail, ok, type Result } from '../shared/error.ts';

export interface DeckBuildingFacts {
  /** The stage's 30 minutes have started. */
  started: boolean;
  /** Play has started for the stage (stageLocked). */
  locked: boolean;
}

/** 212 (thirty minutes for deck construction), Appendix A 3: the 30 minutes of deck building start once a stage, before its play starts. */
export function deckBuildingStart({ started, locked }: DeckBuildingFacts): Result<void> {
  if (started) return fail('DECK_BUILDING_STARTED', 'Deck building has already started.', 'Appendix A 3');
  if (locked)
    return fail(
      'DECKS_LOCKED',
      'Play has started: deck building is over; the player uses that exact deck throughout the event.',
      '231',
    );
  return ok(undefined);
}
