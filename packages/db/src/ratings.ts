// What local ratings and a player's page read: every reported match of the public single-player events, and a
// player's events, by DCI number (players are one across the installation).
import { formatKindOf } from './customFormats.ts';
import { outcomeOf } from './records.ts';
import type { Tx } from './transaction.ts';

export interface StoredRatedMatch {
  eventId: string;
  kind: 'constructed' | 'limited';
  /** DCI numbers of player A and player B. */
  players: [string, string];
  /** The winner's DCI number; null for a draw. */
  winner: string | null;
}

const publicSingles = { teams: false, private: false };

export const ratingsRepository = {
  /** Reported matches (byes left out), oldest event first, rounds and tables in order. */
  async ratedMatches(tx: Tx): Promise<StoredRatedMatch[]> {
    const rows = await tx.match.findMany({
      where: { playerBId: { not: null }, round: { event: publicSingles } },
      include: { round: { include: { event: { select: { id: true, format: true } } } }, playerA: true, playerB: true },
      orderBy: [{ round: { event: { date: 'asc' } } }, { round: { event: { createdAt: 'asc' } } }, { round: { number: 'asc' } }, { tableNumber: 'asc' }],
    });
    const kinds = new Map<string, 'constructed' | 'limited'>();
    const matches: StoredRatedMatch[] = [];
    for (const row of rows) {
      const outcome = outcomeOf(row);
      if (!outcome || !row.playerB) continue;
      const { id, format } = row.round.event;
      if (!kinds.has(format)) kinds.set(format, await formatKindOf(tx, format));
      const winner = outcome.winner === null ? null : outcome.winner === row.playerAId ? row.playerA.dciNumber : row.playerB.dciNumber;
      matches.push({ eventId: id, kind: kinds.get(format)!, players: [row.playerA.dciNumber, row.playerB.dciNumber], winner });
    }
    return matches;
  },

  /** A DCI number's registrations in public events, oldest first (each with its own Player row), or null when none holds it. */
  async player(tx: Tx, dciNumber: string) {
    const registrations = await tx.registration.findMany({
      where: { player: { dciNumber }, event: { private: false } },
      include: { event: true, player: true },
      orderBy: [{ event: { date: 'asc' } }, { event: { createdAt: 'asc' } }],
    });
    const latest = registrations.at(-1)?.player ?? (await tx.player.findFirst({ where: { dciNumber }, orderBy: { createdAt: 'desc' } }));
    return latest && { firstName: latest.firstName, lastName: latest.lastName, registrations };
  },
};
