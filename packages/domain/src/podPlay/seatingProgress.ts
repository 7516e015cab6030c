// Pod play rounds: the next round is seated once every table of the last one has its result, up to the rounds announced.
import { fail, ok, type Result } from '../shared/error.ts';

export interface PodProgress {
  rounds: number | null;
  lastRound: { number: number; missingTables: number[] } | null;
}

/** The number of the next round to seat, or why not: the tables still without a result, or all rounds played. */
export function canSeatNextRound({ rounds, lastRound }: PodProgress): Result<number> {
  const next = (lastRound?.number ?? 0) + 1;
  if (rounds !== null && next > rounds)
    return fail('EVENT_FINISHED', `All ${rounds} rounds are seated; the event is finished.`);
  if (lastRound && lastRound.missingTables.length > 0) {
    const many = lastRound.missingTables.length > 1;
    return fail(
      'RESULTS_MISSING',
      `Round ${lastRound.number} still misses results at table${many ? 's' : ''} ${lastRound.missingTables.join(', ')}.`,
    );
  }
  return ok(next);
}
