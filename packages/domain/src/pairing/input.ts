// 210: what a pairing input must satisfy before a round can be paired from it.
import { fail, ok, type Result } from '../shared/error.ts';
import type { PairingInput } from './types.ts';

/** pairRound's precondition: each Active player once, with a finite number of match points. */
export function checkPairingInput(input: PairingInput): Result<PairingInput> {
  const seen = new Set<string>();
  for (const [i, player] of input.players.entries()) {
    if (seen.has(player.id))
      return fail('DUPLICATE_PLAYER', `player ${player.id} is listed twice`, '210', `players.${i}.id`);
    seen.add(player.id);
    if (!Number.isFinite(player.points))
      return fail('INVALID_POINTS', `player ${player.id} has no valid match points`, '210', `players.${i}.points`);
  }
  return ok(input);
}
