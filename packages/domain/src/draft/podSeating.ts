import { isActiveIn, type Participation } from '../event/participation.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface SeatablePlayer extends Participation {
  playerId: string;
}

/** Appendix A 1: the players seated into pods are those still in the event for round 1, in the order given. */
export const seatablePlayers = (players: readonly SeatablePlayer[]): string[] =>
  players.filter((p) => !p.disqualified && isActiveIn(p, 1)).map((p) => p.playerId);

export interface PodsChangeFacts {
  roundsPaired: number;
  cutMade: boolean;
  draftsStarted: number;
}

/** Appendix A 1: the pods can be seated again until round 1 is paired or a pod starts its draft. */
export function podsChange({ roundsPaired, cutMade, draftsStarted }: PodsChangeFacts): Result<void> {
  if (roundsPaired > 0 || cutMade)
    return fail('PODS_LOCKED', 'Round 1 is paired: the pods can no longer be changed.', 'Appendix A 1');
  if (draftsStarted > 0)
    return fail('PODS_LOCKED', 'A pod has started its draft: the pods can no longer be changed.', 'Appendix A 1');
  return ok(undefined);
}
