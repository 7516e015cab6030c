// What local ratings and a player's page read: every reported match of the public events (a team event's team
// matches with both teams' members), and a player's events, by DCI number (players are one across the installation).
import { formatKindOf } from './customFormats.ts';
import { outcomeOf } from './records.ts';
import type { Tx } from './transaction.ts';
import { eventsHiddenFrom, eventsVisibleTo } from './visibility.ts';

export interface StoredRatedMatch {
  eventId: string;
  kind: 'constructed' | 'limited';
  /** The event's format and whether teams play it: a team event rates under Team Constructed or Team Limited. */
  event: { format: string | null; teams: boolean };
  /** DCI numbers of side A and side B: a player, or a team's members (A, then B). */
  sides: [string[], string[]];
  /** The side that won; null for a draw. */
  winner: 'A' | 'B' | null;
}

const publicEvents = { private: false };

/** In the public team events: each team's members' DCI numbers by its entrant (its Player A's player id). */
async function teamMembers(tx: Tx): Promise<Map<string, string[]>> {
  const rows = await tx.registration.findMany({
    where: { teamId: { not: null }, event: { teams: true, ...publicEvents } },
    select: { eventId: true, teamId: true, teamSeat: true, playerId: true, player: { select: { dciNumber: true } } },
    orderBy: { teamSeat: 'asc' },
  });
  const entrants = new Map(rows.filter((r) => r.teamSeat === 'A').map((r) => [`${r.eventId} ${r.teamId}`, r.playerId]));
  const members = new Map<string, string[]>();
  for (const r of rows) {
    const entrant = entrants.get(`${r.eventId} ${r.teamId}`);
    if (entrant) members.set(entrant, [...(members.get(entrant) ?? []), r.player.dciNumber]);
  }
  return members;
}

export const ratingsRepository = {
  /** Reported matches (byes left out), oldest event first, rounds and tables in order. */
  async ratedMatches(tx: Tx): Promise<StoredRatedMatch[]> {
    const rows = await tx.match.findMany({
      where: { playerBId: { not: null }, round: { event: publicEvents } },
      include: {
        round: { include: { event: { select: { id: true, format: true, teams: true } } } },
        playerA: true,
        playerB: true,
      },
      orderBy: [
        { round: { event: { date: 'asc' } } },
        { round: { event: { createdAt: 'asc' } } },
        { round: { number: 'asc' } },
        { tableNumber: 'asc' },
      ],
    });
    const teams = await teamMembers(tx);
    const kinds = new Map<string | null, 'constructed' | 'limited'>();
    const matches: StoredRatedMatch[] = [];
    for (const row of rows) {
      const outcome = outcomeOf(row);
      if (!outcome || !row.playerB) continue;
      const { id, format, teams: teamEvent } = row.round.event;
      if (!kinds.has(format)) kinds.set(format, await formatKindOf(tx, format));
      const side = (player: { id: string; dciNumber: string }) =>
        teamEvent ? (teams.get(player.id) ?? []) : [player.dciNumber];
      const winner = outcome.winner === null ? null : outcome.winner === row.playerAId ? 'A' : 'B';
      matches.push({
        eventId: id,
        kind: kinds.get(format)!,
        event: { format, teams: teamEvent },
        sides: [side(row.playerA), side(row.playerB)],
        winner,
      });
    }
    return matches;
  },

  /**
   * A DCI number's registrations in the events the account may see (public ones, and private ones it has a role in),
   * oldest first (each with its own Player row), how many are in private events hidden from it; null when none holds it.
   */
  async player(tx: Tx, dciNumber: string, accountId: string | null) {
    const registrations = await tx.registration.findMany({
      where: { player: { dciNumber }, event: eventsVisibleTo(accountId) },
      include: { event: true, player: true },
      orderBy: [{ event: { date: 'asc' } }, { event: { createdAt: 'asc' } }],
    });
    const hiddenEvents = await tx.registration.count({
      where: { player: { dciNumber }, event: eventsHiddenFrom(accountId) },
    });
    // A name read outside the visible registrations (a team registry member) never comes from a hidden event.
    const outside = { dciNumber, registrations: { none: { event: eventsHiddenFrom(accountId) } } };
    const latest =
      registrations.at(-1)?.player ?? (await tx.player.findFirst({ where: outside, orderBy: { createdAt: 'desc' } }));
    return latest && { firstName: latest.firstName, lastName: latest.lastName, registrations, hiddenEvents };
  },
};
