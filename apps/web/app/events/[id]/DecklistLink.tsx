import Link from 'next/link';
import type { EventDecksView, Registration } from '../../../lib/apiTypes';

export interface DeckProblems {
  missing: string[];
  illegal: string[];
}

/** 212: who has no decklist, and whose decklist is not legal, by name. */
export function decklistProblems(players: Registration[], decks: EventDecksView['decks']): DeckProblems {
  const registered = new Set(decks.map((d) => d.playerId));
  return {
    missing: players.filter((p) => !p.disqualified && !registered.has(p.id)).map((p) => p.name),
    illegal: decks
      .filter((d) => !d.legality.legal)
      .map((d) => (d.player ? `${d.player.firstName} ${d.player.lastName}` : d.playerId)),
  };
}

/** 212: "2 missing, 1 not legal", "all in and legal", or "none yet" before anyone registers. */
export function decklistGaps(players: Registration[], decks: EventDecksView['decks']): string {
  const { missing: without, illegal: notLegal } = decklistProblems(players, decks);
  const [missing, illegal] = [without.length, notLegal.length];
  const gaps = [missing > 0 && `${missing} missing`, illegal > 0 && `${illegal} not legal`].filter(Boolean).join(', ');
  return gaps || (players.length > 0 ? 'all in and legal' : 'none yet');
}

/** The event's decklists one click away, with how many are still missing or not legal. */
export function DecklistLink({ eventId, gaps }: { eventId: string; gaps: string }) {
  return (
    <Link href={`/events/${eventId}/decks`} className="hover:underline">
      Decklists ({gaps})
    </Link>
  );
}
