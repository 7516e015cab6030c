// 217: which decklists of a finished event the organizer publishes: every list, or those of the top cut.
import { fail, ok, type Result } from '../shared/error.ts';

export type DecklistScope = 'all' | 'topCut';

export interface PublicationFacts {
  finished: boolean;
  /** The event played a top cut. */
  cutMade: boolean;
}

/** Lists are published once the event is finished; the top cut's only when there was one. */
export function canPublishDecklists(
  { finished, cutMade }: PublicationFacts,
  scope: DecklistScope,
): Result<DecklistScope> {
  if (!finished) return fail('EVENT_NOT_FINISHED', 'Decklists are published once the event is finished.', '217');
  if (scope === 'topCut' && !cutMade)
    return fail('NO_TOP_CUT', 'The event had no top cut: publish every list instead.', '217');
  return ok(scope);
}

/** Published lists show while the event is finished: a reopened event (a corrected result, a discarded top cut) hides them until it finishes again; the publication is kept. */
export function decklistsShown(finished: boolean): Result<true> {
  if (!finished)
    return fail(
      'EVENT_NOT_FINISHED',
      'The event is playing again after a correction: its decklists show once it is finished again.',
      '217',
    );
  return ok(true);
}

/** The players whose lists the scope shows, in the order given. */
export const publishedPlayers = <T extends { inTopCut: boolean }>(scope: DecklistScope, players: readonly T[]): T[] =>
  scope === 'all' ? [...players] : players.filter((p) => p.inTopCut);
