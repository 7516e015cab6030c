// Results at the table: optimistic concurrency on the match's version, corrections with a reason, time extensions (216).
import type { Of, Saved } from '@tcg/api/schemas';
import { cutOfRound, cutRef, formatKindOf, lastCompleteRound, loadEventState, locate, lockEvent, matchRepository, matchView, type EventState, type MatchRecord, type Tx } from '@tcg/db';
import { canReportResult, checkCorrectionReason, checkTeamPrizes, matchInEvent, swissFinished } from '@tcg/domain/event';
import { decideMatch, validateTimeExtension, type MatchReport } from '@tcg/domain/match';
import { AppError, must } from '@tcg/domain/shared';
import { forbidden } from '../plugins/access.ts';
import { carryResult } from './topCut.ts';

export interface ResultReport {
  version: number;
  report: MatchReport;
  reason?: string;
  /** Whether the caller's role may change an entered result: decided on the match as locked, not as read before. */
  mayCorrect: boolean;
}

/** Someone entered this match first: the stored result goes back with the refusal, never overwritten silently. */
const versionConflict = (stored: MatchRecord) =>
  new AppError('VERSION_CONFLICT', `Someone entered this match first (now version ${stored.version}): check the stored result.`, { match: stored });

/** Locks the match's event (checked against the one the judge enters results for) and reads its state. */
async function lockedEventOf(tx: Tx, matchId: string, eventId?: string): Promise<EventState> {
  const owner = await matchRepository.eventOf(tx, matchId);
  must(matchInEvent(matchId, owner, eventId));
  await lockEvent(tx, owner);
  return loadEventState(tx, owner);
}

/** What a report decides for the match under the event's rules (Swiss or top cut), refused when the rules refuse it. */
export async function decideReport(tx: Tx, state: EventState, { round, match }: ReturnType<typeof locate>, report: MatchReport) {
  const { event } = state;
  const topCut = cutOfRound(state, round);
  const elimination = topCut !== null;
  if (event.teams) must(checkTeamPrizes(report, event.format));
  return must(
    decideMatch(report, {
      players: [match.playerAId, match.playerBId!],
      bestOf: (elimination ? topCut.bestOf : event.bestOf) as 1 | 3 | 5,
      stage: elimination ? 'elimination' : 'swiss',
      alternateScoring: event.alternateScoring,
      prizeKind: await formatKindOf(tx, event.format),
    }),
  );
}

/**
 * Stores a result when `version` is the match's current version; a different version means someone else entered it
 * first (VERSION_CONFLICT with the stored match). A match with a result is corrected only with a reason, and only by a
 * role with the right to correct, checked with the event locked (a judge racing the first entry gets 403, not a correction).
 */
export async function reportResult(tx: Tx, matchId: string, { version, report, reason, mayCorrect }: ResultReport, actor: string, eventId?: string): Promise<Of<typeof Saved>> {
  const state = await lockedEventOf(tx, matchId, eventId);
  const { round, match } = locate(state, matchId);
  const before = matchView(state, matchId);
  must(canReportResult({ number: round.number, published: round.publishedAt !== null }, match.playerBId === null));
  if (version !== match.version) throw versionConflict(before);
  const corrected = before.result !== null;
  if (corrected && !mayCorrect) throw forbidden('correctResults');
  const why = must(checkCorrectionReason(corrected, reason));
  const players: [string, string] = [match.playerAId, match.playerBId!];
  const { event } = state;
  const topCut = cutOfRound(state, round);
  const elimination = topCut !== null;
  const outcome = await decideReport(tx, state, { round, match }, report);
  if (!(await matchRepository.saveResult(tx, match, version, report, outcome))) throw versionConflict(before);
  const affectedMatches = elimination ? await carryResult(tx, state, topCut, { ...cutRef(state, topCut, round, match.bracketSlot), winner: outcome.winner! }, actor) : [];
  const after = await loadEventState(tx, event.id);
  const saved = matchView(after, matchId);
  await matchRepository.auditResult(tx, event.id, before, saved, why, actor);
  if (!elimination && event.status !== 'FINISHED' && swissFinished({ planned: event.rounds, complete: lastCompleteRound(after) }, 'topCut').ok) {
    await matchRepository.finishEvent(tx, event.id, actor);
  }
  const laterRoundsTouched = state.rounds
    .filter((r) => r.number > round.number && r.matches.some((m) => players.some((p) => m.playerAId === p || m.playerBId === p)))
    .map((r) => r.number);
  return { match: saved, corrected, laterRoundsTouched, affectedMatches };
}

/** A judge's time extension for one match (216): the end-of-match procedure waits for it. */
export async function extendMatch(tx: Tx, matchId: string, minutes: number, reason: string | undefined, actor: string): Promise<MatchRecord> {
  const state = await lockedEventOf(tx, matchId);
  return matchRepository.extend(tx, state, matchId, must(validateTimeExtension(minutes)), reason?.trim() || null, actor);
}
