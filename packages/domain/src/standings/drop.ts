// Drops and disqualifications: who has left the event as of a round, and who stays in the standings.
import type { StandingsPlayer } from './types.ts';

/** Dropped after `round`: dropped in or before it, or disqualified with no drop round given. */
export function hasDropped(player: StandingsPlayer, round: number): boolean {
  if (player.droppedAfterRound != null) return player.droppedAfterRound <= round;
  return player.disqualified === true;
}

/** Indexes of the players who stay in the standings: everyone but the disqualified. */
export function standingPlayers(players: readonly StandingsPlayer[]): number[] {
  const kept: number[] = [];
  for (const [p, player] of players.entries()) if (player.disqualified !== true) kept.push(p);
  return kept;
}
