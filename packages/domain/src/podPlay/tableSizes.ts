// Pod play: tables of the organizer's size, some one smaller when the count does not divide, never a lone player.
import { fail, ok, type Result } from '../shared/error.ts';

/**
 * The seats of each table, largest first: as few tables as the size allows, sizes differing by at most one.
 * Tables of two with an odd count seat one table of three rather than leave a player alone.
 */
export function tableSizes(players: number, size: number): Result<number[]> {
  if (players < 2)
    return fail('NOT_ENOUGH_PLAYERS', `A pod-play round needs at least 2 active players, not ${players}.`);
  let tables = Math.ceil(players / size);
  if (Math.floor(players / tables) < 2) tables = Math.floor(players / size);
  const base = Math.floor(players / tables);
  const larger = players % tables;
  return ok(Array.from({ length: tables }, (_, i) => (i < larger ? base + 1 : base)));
}
