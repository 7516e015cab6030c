// 216: a table calls a judge; a judge claims the call and resolves it; the time the table waited is offered back.
import { fail, ok, type Result } from '../shared/error.ts';

export const callReasons = ['rulesQuestion', 'dispute', 'deckProblem', 'other'] as const;
export type CallReason = (typeof callReasons)[number];

export const callReasonNames: Record<CallReason, string> = {
  rulesQuestion: 'Rules question',
  dispute: 'Dispute',
  deckProblem: 'Deck problem',
  other: 'Other',
};

/** A judge call as the rules see it; times are ISO strings, passed in. */
export interface JudgeCallFacts {
  table: number;
  calledAt: string;
  claimedBy: string | null;
  claimedAt: string | null;
  resolvedAt: string | null;
}

/** A table may call when its match is still being played and it has no call open already (one at a time, no flooding). */
export function canCallJudge(
  table: number,
  { playing, openCallTables }: { playing: readonly number[]; openCallTables: readonly number[] },
): Result<number> {
  if (!playing.includes(table))
    return fail('TABLE_NOT_PLAYING', `Table ${table} has no match being played in the current round.`, '216', 'table');
  if (openCallTables.includes(table))
    return fail('CALL_OPEN', `Table ${table} already called a judge; one is on the way.`, '216', 'table');
  return ok(table);
}

/** A judge takes an open call; another judge's claim stands. */
export function claimCall(call: JudgeCallFacts, judge: string): Result<string> {
  if (call.resolvedAt !== null) return fail('CALL_RESOLVED', `The call from table ${call.table} is resolved.`);
  if (call.claimedBy !== null && call.claimedBy !== judge)
    return fail('CALL_TAKEN', `${call.claimedBy} has taken the call from table ${call.table}.`);
  return ok(judge);
}

/** The judge who took the call (or, for an untaken one, any judge) resolves it with a note. */
export function resolveCall(call: JudgeCallFacts, judge: string, note: string): Result<string> {
  const claimed = claimCall(call, judge);
  if (!claimed.ok) return claimed;
  const text = note.trim();
  if (text.length === 0)
    return fail('NOTE_REQUIRED', 'Resolving a judge call needs a note of what was decided.', undefined, 'note');
  return ok(text);
}

/** The extension a resolved call gives its match, once (216). */
export function creditCall(call: JudgeCallFacts & { creditedMinutes: number | null }): Result<number> {
  if (call.resolvedAt === null)
    return fail('CALL_NOT_RESOLVED', `The call from table ${call.table} is not resolved yet.`, '216');
  if (call.creditedMinutes !== null)
    return fail(
      'EXTENSION_CREDITED',
      `Table ${call.table} already has ${call.creditedMinutes} minutes for this call.`,
      '216',
    );
  return ok(callExtensionMinutes(call.calledAt, call.resolvedAt));
}

/** Whole minutes from the call to its resolution, rounded up: the time extension offered to the match (216). */
export function callExtensionMinutes(calledAt: string, resolvedAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(resolvedAt) - Date.parse(calledAt)) / 60_000));
}
