// Drops and disqualification (DCI Universal Tournament Rules; 210 Swiss mechanics): who is still paired
import { fail, ok, type Result } from '../shared/error.ts';

export interface Participation {
  /** The last round the player plays; null while still in. */
  droppedAfterRound: number | null;
  disqualified: boolean;
  /** The first round the player plays (later than 1 for a late entry). */
  lateEntryRound: number;
}

/**
 * A drop takes effect after the current round's match: the player plays (or is reported in) the last round
 * paired, and is left out of every round paired after it. Before round 1 is paired the player simply leaves.
 */
export function dropAfterRound(player: Participation, roundsPaired: number): Result<number> {
  if (player.disqualified) return fail('PLAYER_DISQUALIFIED', 'A disqualified player has already left the event.');
  if (player.droppedAfterRound !== null) {
    return fail('ALREADY_DROPPED', `The player already dropped after round ${player.droppedAfterRound}.`);
  }
  return ok(roundsPaired);
}

/** A drop can be undone until the next round is paired: only then does it change a pairing. */
export function canUndoDrop(player: Participation, roundsPaired: number): Result<void> {
  if (player.droppedAfterRound === null) return fail('NOT_DROPPED', 'The player has not dropped.');
  if (player.disqualified) return fail('PLAYER_DISQUALIFIED', 'A disqualification cannot be undone as a drop.');
  if (roundsPaired > player.droppedAfterRound) {
    return fail(
      'DROP_FINAL',
      `Round ${player.droppedAfterRound + 1} is already paired without the player; the drop stands.`,
    );
  }
  return ok(undefined);
}

/**
 * A disqualified player leaves the event and the standings after the current round; results already
 * played stand for the opponents. The reason is required: it goes to the DCI with the report.
 */
export function disqualifyAfterRound(player: Participation, roundsPaired: number, reason: string): Result<number> {
  if (player.disqualified) return fail('PLAYER_DISQUALIFIED', 'The player is already disqualified.');
  if (reason.trim().length === 0)
    return fail('REASON_REQUIRED', 'A disqualification needs a reason.', undefined, 'reason');
  return ok(player.droppedAfterRound ?? roundsPaired);
}

/** Whether the player is paired in `round`: entered by then, not dropped or disqualified before it. */
export function isActiveIn(player: Participation, round: number): boolean {
  if (player.lateEntryRound > round) return false;
  return player.droppedAfterRound === null || player.droppedAfterRound >= round;
}

/**
 * The player as they stood when round `round` was paired: a disqualification after round k is recorded once k
 * rounds are paired, so a player disqualified only later was still in.
 */
export function participationWhenPaired<P extends Participation & { disqualifiedAfterRound: number | null }>(
  player: P,
  round: number,
): P {
  return player.disqualified && (player.disqualifiedAfterRound ?? 0) >= round
    ? { ...player, disqualified: false }
    : player;
}
