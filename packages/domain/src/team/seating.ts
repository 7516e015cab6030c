// Appendix A.B 2–4: where the four players sit, and the order of turns (and of mulligans) once Team 1 is known.
import type { PlayerId } from '../match/types.ts';
import { type Result, fail, ok } from '../shared/error.ts';
import { TEAM_PLAY_SECTION, type PlayerSeat, type TeamAtTable, type TeamId } from './types.ts';

/** A player by team number (1 = the team that starts) and designation. */
export type SeatLabel = '1A' | '2B' | '2A' | '1B';

export interface TableSeat {
  /** 1–4 clockwise, starting with Team 1's Player A: 1 faces 3, 2 faces 4, and the player to the left of N is N + 1. */
  position: 1 | 2 | 3 | 4;
  label: SeatLabel;
  teamId: TeamId;
  seat: PlayerSeat;
  playerId: PlayerId;
}

export interface TeamTable {
  /** Clockwise round the table: Player A faces the other Player A, and sits to the left of their own Player B. */
  seats: TableSeat[];
  /** Turn order, which is also the mulligan order: 1A, 2B, 2A, 1B. */
  playOrder: PlayerId[];
}

/** Seats two teams for a game; `startingTeamId` is the team the coin-flip winner chose to start (Team 1). */
export function seatTeamGame(teams: readonly [TeamAtTable, TeamAtTable], startingTeamId: TeamId): Result<TeamTable> {
  const [x, y] = teams;
  if (x.id === y.id)
    return fail('SAME_TEAM_TWICE', 'A team game is played between two different teams.', TEAM_PLAY_SECTION);
  if (new Set([x.A, x.B, y.A, y.B]).size !== 4) {
    return fail('PLAYER_ON_TWO_TEAMS', 'The four players at a team table must all be different.', '243');
  }
  if (startingTeamId !== x.id && startingTeamId !== y.id) {
    return fail('UNKNOWN_TEAM', `Team ${startingTeamId} is not at this table.`, TEAM_PLAY_SECTION, 'startingTeamId');
  }
  const [one, two] = startingTeamId === x.id ? [x, y] : [y, x];
  const seats: TableSeat[] = [
    { position: 1, label: '1A', teamId: one.id, seat: 'A', playerId: one.A },
    { position: 2, label: '2B', teamId: two.id, seat: 'B', playerId: two.B },
    { position: 3, label: '2A', teamId: two.id, seat: 'A', playerId: two.A },
    { position: 4, label: '1B', teamId: one.id, seat: 'B', playerId: one.B },
  ];
  return ok({ seats, playOrder: seats.map((s) => s.playerId) });
}
