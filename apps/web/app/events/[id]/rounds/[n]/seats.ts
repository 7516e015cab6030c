import type { MatchView, PlayerRef } from '../../../../../lib/apiTypes';

export interface Seat {
  player: PlayerRef;
  opponent: PlayerRef | null;
  table: number | null;
  extensionMinutes: number;
}

/** Every player of the round with their table and opponent, by last name: the pairings players look for their name in. */
export const seatsByName = (matches: MatchView[]): Seat[] =>
  matches
    .flatMap((m) => [
      { player: m.playerA, opponent: m.playerB, table: m.table, extensionMinutes: m.extensionMinutes },
      ...(m.playerB
        ? [{ player: m.playerB, opponent: m.playerA, table: m.table, extensionMinutes: m.extensionMinutes }]
        : []),
    ])
    .sort(
      (x, y) =>
        x.player.lastName.localeCompare(y.player.lastName) || x.player.firstName.localeCompare(y.player.firstName),
    );
