// Results at the table: optimistic concurrency on the match's version, corrections with a reason, time extensions (216).
import type { Of, Saved } from '@tcg/contract';
import {
  cutOfRound,
  cutRef,
  formatKindOf,
  loadEventState,
  locate,
  lockEvent,
  matchRepository,
  type EventState,
  type MatchRecord,
  type MatchWithGames,
  type SeatedMatch,
  type StoredCut,
  type Tx,
} from '@tcg/db';
import { canReportResult, checkCorrectionReason, checkTeamPrizes, matchInEvent } from '@tcg/domain/event';
import { decideMatch, validateTimeExtension, type BestOf, type MatchReport } from '@tcg/domain/match';
import { AppError, must } from '@tcg/domain/shared';
import { forbidden } from '@tcg/domain/access';
import { plannedSwissRounds } from './divisions.ts';
import { carryResult, eventIsOver } from './topCut.ts';

export interface ResultReport {
  version: number;
  report: MatchReport;
  reason?: string;
  /** Whether the caller's role may change an entered result: decided on the match as locked, not as read before. */
  mayCorrect: boolean;
}

/** Someone entered this match first: the stored result goes back with the refusal, never overwritten silently. */
const versionConflict = (stored: MatchRecord) =>
  new AppError(
    'VERSION_CONFLICT',
    `Someone entered this match first (now version ${stored.version}): check the stored result.`,
    { match: stored },
  );

/** Locks the match's event and answers its id, refused when it is not the one the judge enters results for. */
async function lockOwnerOf(tx: Tx, matchId: string, eventId?: string): Promise<string> {
  const owner = await matchRepository.lockEventOf(tx, matchId);
  must(matchInEvent(matchId, owner, eventId));
  return owner;
}

/** What a report decides for the match under the event's rules (Swiss, or the top cut its round belongs to), refused when the rules refuse it. */
export async function decideReport(
  tx: Tx,
  event: EventState['event'],
  topCut: StoredCut['row'] | null,
  match: MatchWithGames,
  report: MatchReport,
) {
  const elimination = topCut !== null;
  if (event.teams) must(checkTeamPrizes(report, event.format));
  return must(
    decideMatch(report, {
      players: [match.playerAId, match.playerBId!],
      bestOf: (elimination ? topCut.bestOf : event.bestOf) as BestOf,
      stage: elimination ? 'elimination' : 'swiss',
      alternateScoring: event.alternateScoring,
      prizeKind: await formatKindOf(tx, event.format),
    }),
  );
}

/**
 * Why a result over `version` that already holds one is refused: the match and its games are read one query each
 * before the lock, so games entered by someone else just after the match was read look like a result of `version`;
 * read again, such a match is past `version` (409 with what was entered), else it is a correction the role may not make.
 */
async function refusedCorrection(tx: Tx, seated: SeatedMatch, version: number): Promise<AppError> {
  const now = await matchRepository.reread(tx, seated);
  return now.version === version ? forbidden('correctResults') : versionConflict(now);
}

/** Whether this Swiss result ends the event: only a result of the last planned round can, once every group's Swiss rounds and every cut made are over. */
async function finishesSwiss(tx: Tx, event: EventState['event'], round: number): Promise<boolean> {
  const planned = plannedSwissRounds({ event }, null);
  if (planned === null || round < planned) return false;
  // Read with the event locked: the row read before the lock may predate a result that finished it, or a reopening.
  const state = await loadEventState(tx, event.id);
  return state.event.status !== 'FINISHED' && eventIsOver(state);
}

/**
 * Stores a result when `version` is the match's current version; a different version means someone else entered it
 * first (VERSION_CONFLICT with the stored match). A match with a result is corrected only with a reason, and only by a
 * role with the right to correct, checked on the version the write replaces (a judge racing the first entry gets 409
 * with the entry, never a correction).
 * A Swiss result reads only its match and players (a venue's judges enter hundreds at once); the top cut carries a
 * result on through the bracket and reads the whole event.
 */
export async function reportResult(
  tx: Tx,
  matchId: string,
  { version, report, reason, mayCorrect }: ResultReport,
  actor: string,
  eventId?: string,
): Promise<Of<typeof Saved>> {
  // Read before the event's lock: the result is stored only over the version read (else 409), so the right to correct
  // is checked on exactly the result it replaces, and the lock is held only while writing.
  const seated = await matchRepository.seated(tx, matchId);
  const { event, round, match, view: before } = seated;
  must(matchInEvent(matchId, event.id, eventId));
  must(canReportResult({ number: round.number, published: round.publishedAt !== null }, match.playerBId === null));
  if (version !== match.version) throw versionConflict(before);
  const corrected = before.result !== null;
  if (corrected && !mayCorrect) throw await refusedCorrection(tx, seated, version);
  const why = must(checkCorrectionReason(corrected, reason));
  await lockEvent(tx, event.id);
  const state = round.stage === 'elimination' ? await loadEventState(tx, event.id) : null;
  const topCut = state && cutOfRound(state, round);
  const outcome = await decideReport(tx, event, topCut, match, report);
  const stored = await matchRepository.saveResult(tx, match, version, report, outcome);
  if (!stored) throw versionConflict(await matchRepository.reread(tx, seated));
  const affectedMatches =
    state && topCut
      ? await carryResult(
          tx,
          state,
          topCut,
          { ...cutRef(state, topCut, locate(state, matchId).round, match.bracketSlot), winner: outcome.winner! },
          actor,
        )
      : [];
  // Carrying a result on through the bracket rewrites matches of the cut: the answer is read again after it.
  const saved = topCut ? await matchRepository.reread(tx, seated) : matchRepository.viewOf(seated, stored);
  await matchRepository.auditResult(tx, event.id, before, saved, why, actor);
  if (!topCut && (await finishesSwiss(tx, event, round.number))) await matchRepository.finishEvent(tx, event.id, actor);
  const laterRoundsTouched = await matchRepository.laterRoundsWith(tx, event.id, round.number, [
    match.playerAId,
    match.playerBId!,
  ]);
  return { match: saved, corrected, laterRoundsTouched, affectedMatches };
}

/** A judge's time extension for one match (216): the end-of-match procedure waits for it. */
export async function extendMatch(
  tx: Tx,
  matchId: string,
  minutes: number,
  reason: string | undefined,
  actor: string,
): Promise<MatchRecord> {
  const state = await loadEventState(tx, await lockOwnerOf(tx, matchId));
  return matchRepository.extend(
    tx,
    state,
    matchId,
    must(validateTimeExtension(minutes)),
    reason?.trim() || null,
    actor,
  );
}

/** Adds `minutes` to the match's time extension (216): a judge call's or a deck check's time, credited once. */
export async function addToExtension(
  tx: Tx,
  eventId: string,
  matchId: string,
  minutes: number,
  reason: string,
  actor: string,
): Promise<MatchRecord> {
  const { match } = locate(await loadEventState(tx, eventId), matchId);
  return extendMatch(tx, matchId, match.extensionMinutes + minutes, reason, actor);
}
