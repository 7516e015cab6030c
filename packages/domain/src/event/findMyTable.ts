// A player finds their own table in the current round by name or DCI number (no account needed)
import { normalizeName } from '../catalog/normalize.ts';
import { findPlayers } from './findPlayers.ts';

interface Seated {
  id: string;
  name: string;
  dciNumber: string;
}

export interface RoundMatch {
  table: number | null;
  playerA: Seated;
  playerB: Seated | null;
}

/** One player's place in the round: a bye has no table, opponent or seat. */
export interface PlayerSeat {
  playerId: string;
  name: string;
  dciNumber: string;
  table: number | null;
  opponent: string | null;
  seat: 'A' | 'B' | null;
}

/** Every player of the round with their table, opponent and side of the match slip. */
export function seatsOf(matches: readonly RoundMatch[]): PlayerSeat[] {
  return matches.flatMap(({ table, playerA, playerB }) => {
    const place = (p: Seated, opponent: Seated | null, seat: 'A' | 'B'): PlayerSeat => ({
      playerId: p.id,
      name: p.name,
      dciNumber: p.dciNumber,
      table: opponent ? table : null,
      opponent: opponent?.name ?? null,
      seat: opponent ? seat : null,
    });
    return playerB ? [place(playerA, playerB, 'A'), place(playerB, playerA, 'B')] : [place(playerA, null, 'A')];
  });
}

/** The seats the query finds: digits the DCI numbers (exact or their start), words the names; an empty query none. */
export function findMyTable(seats: readonly PlayerSeat[], query: string): PlayerSeat[] {
  const digits = query.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return seats.filter((s) => s.dciNumber.startsWith(digits));
  return normalizeName(query).trim() === '' ? [] : findPlayers(seats, query);
}
