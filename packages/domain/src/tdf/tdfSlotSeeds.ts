// 217 with TOM's brackets: a single-elimination-only TOM event seats its players by bracket slot (`<order>`: slots 1v2,
// 3v4… in the first round, winners of neighbouring matches meeting next), with no Swiss standing to seed them.
import type { PlayerId } from '../match/types.ts';
import { bracketSize, seedOrder } from '../cut/bracket.ts';
import { fail, ok, type Result } from '../shared/error.ts';

/**
 * The players in the app's seed order (seeds[0] is seed 1) whose bracket plays TOM's slots: slot 2k-1 meets slot 2k in
 * match k, slot 2k-1 as player 1. `slots[i]` is the player in slot i + 1; null for a slot nobody holds (a bye).
 */
export function tdfSlotSeeds(slots: readonly (PlayerId | null)[]): Result<PlayerId[]> {
  const players = slots.filter((p) => p !== null).length;
  const order = seedOrder(bracketSize(players));
  if (slots.length > order.length)
    return fail(
      'TDF_INVALID',
      `${slots.length} bracket slots do not fit a bracket of ${players} players.`,
      undefined,
      'order',
    );
  const seeds: PlayerId[] = [];
  for (const [i, seed] of order.entries()) {
    const player = slots[i] ?? null;
    // The app's bracket gives the seeds past the field a bye: those slots must be empty, every other one held.
    if (seed > players !== (player === null))
      return fail(
        'TDF_INVALID',
        `Bracket slot ${i + 1} ${player === null ? 'is empty' : `holds ${player}`}, where a bracket of ${players} players ${seed > players ? 'has a bye' : 'seats a player'}.`,
        undefined,
        'order',
      );
    if (player !== null) seeds[seed - 1] = player;
  }
  return ok(seeds);
}
