// 210, 211: round control — the next round is paired only when the last one is published and every result is in
import { fail, ok, type Result } from '../shared/error.ts';

export interface RoundState {
  number: number;
  published: boolean;
  /** Tables of the round still without a result (byes need none). */
  missingTables: number[];
}

export interface EventProgress {
  /** Swiss rounds announced; null until the first round fixes it from attendance. */
  rounds: number | null;
  lastRound: RoundState | null;
  activePlayers: number;
  /** 217: once the top cut has started no Swiss round follows. */
  cutStarted?: boolean;
}

/** Whether round `lastRound + 1` may be paired now; the error names what is in the way. */
export function canPairNextRound({
  rounds,
  lastRound,
  activePlayers,
  cutStarted = false,
}: EventProgress): Result<number> {
  if (cutStarted) return fail('CUT_STARTED', 'The top cut has started: no more Swiss rounds.', '217');
  const next = (lastRound?.number ?? 0) + 1;
  if (rounds !== null && next > rounds) {
    return fail('EVENT_FINISHED', `All ${rounds} Swiss rounds are paired; the event is finished.`, '210');
  }
  if (lastRound && !lastRound.published) {
    return fail('ROUND_NOT_PUBLISHED', `Round ${lastRound.number} is still a draft: publish it first.`, '210');
  }
  if (lastRound && lastRound.missingTables.length > 0) {
    const tables = lastRound.missingTables.join(', ');
    return fail(
      'RESULTS_MISSING',
      `Round ${lastRound.number} still misses results at table${lastRound.missingTables.length === 1 ? '' : 's'} ${tables}.`,
      '210',
    );
  }
  if (activePlayers < 2)
    return fail('NOT_ENOUGH_PLAYERS', `A Swiss round needs at least 2 active players, not ${activePlayers}.`, '210');
  return ok(next);
}

/** A draft may be changed (swap two players) and then published; a published round is fixed. */
export function canChangeDraft(round: { number: number; published: boolean }): Result<void> {
  if (round.published)
    return fail('ROUND_PUBLISHED', `Round ${round.number} is published; its pairings stay as they are.`, '210');
  return ok(undefined);
}

/** Results are entered for published rounds only, and a bye has no result to enter. */
export function canReportResult(round: { number: number; published: boolean }, isBye: boolean): Result<void> {
  if (!round.published) return fail('ROUND_NOT_PUBLISHED', `Round ${round.number} is not published yet.`, '210');
  if (isBye) return fail('BYE_HAS_NO_RESULT', 'A bye is a match win without a result to enter.', '210');
  return ok(undefined);
}

/** 212: the round clock starts once the round is published. */
export function canStartTimer(round: { number: number; published: boolean }): Result<void> {
  if (!round.published) return fail('ROUND_NOT_PUBLISHED', `Round ${round.number} is not published yet.`, '212');
  return ok(undefined);
}

/** A correction of a result already entered needs a reason for the audit trail. */
export function checkCorrectionReason(alreadyReported: boolean, reason: string | undefined): Result<string | null> {
  const trimmed = reason?.trim() ?? '';
  if (alreadyReported && trimmed.length === 0) {
    return fail(
      'REASON_REQUIRED',
      'A result is already entered here: a correction needs a reason.',
      undefined,
      'reason',
    );
  }
  return ok(trimmed.length > 0 ? trimmed : null);
}
