// Results at the table: optimistic concurrency on the match's version, corrections with a reason, time extensions (216).
import { canReportResult, checkCorrectionReason } from '@tcg/domain/event';
import { decideMatch, validateTimeExtension, type MatchReport } from '@tcg/domain/match';
import { ok, RuleViolation, type Result } from '@tcg/domain/shared';
import { decideTeamGameAtTime, teamFormatOf } from '@tcg/domain/team';
import { formatKindOf } from './customFormats.ts';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, missingTables, notFound, TX_OPTIONS, type EventState, type Tx } from './eventState.ts';
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import { gameRows, toMatch, type MatchRecord } from './records.ts';
import { carryResult, cutRef, type AffectedMatchRecord } from './topCut.ts';

const check = <T>(result: Result<T>, status = 400): T => {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
};

/** Thrown when the match changed since the judge loaded it: carries what is stored now. */
export class VersionConflict extends Error {
  constructor(readonly stored: MatchRecord) {
    super(`Match ${stored.id} is at version ${stored.version}.`);
    this.name = 'VersionConflict';
  }
}

export interface ResultReport {
  version: number;
  report: MatchReport;
  reason?: string;
}

export interface ResultSaved {
  match: MatchRecord;
  corrected: boolean;
  /** Rounds after this one already paired with either player in them: their pairings stay as they were made. */
  laterRoundsTouched: number[];
  /** Top cut: later matches a correction re-seated (their results, if any, cleared). */
  affectedMatches: AffectedMatchRecord[];
}

/**
 * Team events: a time-called game's Prizes remaining are each team's, Player A's and Player B's together, 0–5 in
 * Team Constructed and 0–4 in Team Limited (Appendix A.B 5–6); the team with fewer wins the game (216 applied to teams).
 */
function checkTeamPrizes(report: MatchReport, format: string): Result<void> {
  const teamFormat = teamFormatOf(format);
  if (!teamFormat.ok) return teamFormat;
  if (!('games' in report)) return ok(undefined);
  for (const [i, game] of report.games.entries()) {
    if (!('timeCalled' in game)) continue;
    const decided = decideTeamGameAtTime(teamFormat.value, 'swiss', game.prizesRemaining);
    if (!decided.ok) return { ok: false, error: { ...decided.error, field: `games[${i}].${decided.error.field ?? 'prizesRemaining'}` } };
  }
  return ok(undefined);
}

function locate(state: EventState, matchId: string) {
  for (const round of [...state.rounds, ...state.cutRounds]) {
    const match = round.matches.find((m) => m.id === matchId);
    if (match) return { round, match };
  }
  throw notFound('match', matchId);
}

async function eventOfMatch(tx: Tx, matchId: string): Promise<string> {
  const found = await tx.match.findUnique({ where: { id: matchId }, select: { round: { select: { eventId: true } } } });
  if (!found) throw notFound('match', matchId);
  return found.round.eventId;
}

export function matchRepository(prisma: PrismaClient) {
  const atMatch = <T>(matchId: string, eventId: string | undefined, work: (tx: Tx, state: EventState) => Promise<T>) =>
    prisma.$transaction(async (tx) => {
      const owner = await eventOfMatch(tx, matchId);
      if (eventId !== undefined && owner !== eventId) {
        throw new RuleViolation({ code: 'MATCH_NOT_IN_EVENT', message: `Match ${matchId} belongs to another event.` });
      }
      await lockEvent(tx, owner);
      return work(tx, await loadEventState(tx, owner));
    }, TX_OPTIONS);

  const reread = async (tx: Tx, eventId: string, matchId: string) => {
    const state = await loadEventState(tx, eventId);
    const { round, match } = locate(state, matchId);
    return toMatch(match, round.number, state.players);
  };

  return {
    async get(matchId: string): Promise<MatchRecord> {
      const eventId = await eventOfMatch(prisma, matchId);
      return reread(prisma, eventId, matchId);
    },

    /**
     * Stores a result when `version` is the match's current version; a different version means someone else
     * entered it first (VersionConflict). A match with a result is corrected only with a reason.
     */
    report(matchId: string, { version, report, reason }: ResultReport, actor: string, eventId?: string): Promise<ResultSaved> {
      return atMatch(matchId, eventId, async (tx, state) => {
        const { round, match } = locate(state, matchId);
        const before = toMatch(match, round.number, state.players);
        check(canReportResult({ number: round.number, published: round.publishedAt !== null }, match.playerBId === null), 409);
        if (version !== match.version) throw new VersionConflict(before);
        const corrected = before.result !== null;
        const why = check(checkCorrectionReason(corrected, reason));
        const players: [string, string] = [match.playerAId, match.playerBId!];
        const { event, topCut } = state;
        const elimination = round.stage === 'elimination' && topCut !== null;
        if (event.teams) check(checkTeamPrizes(report, event.format));
        const outcome = check(
          decideMatch(report, {
            players,
            bestOf: (elimination ? topCut.bestOf : event.bestOf) as 1 | 3 | 5,
            stage: elimination ? 'elimination' : 'swiss',
            alternateScoring: event.alternateScoring,
            prizeKind: await formatKindOf(tx, event.format),
          }),
        );
        const updated = await tx.match.updateMany({
          where: { id: matchId, version },
          data: {
            version: version + 1,
            noShowPlayerId: 'noShow' in report ? report.noShow : null,
            outcome: outcome as unknown as Prisma.InputJsonValue,
            reportedAt: new Date(),
          },
        });
        if (updated.count === 0) throw new VersionConflict(before);
        await tx.game.deleteMany({ where: { matchId } });
        if ('games' in report) await tx.game.createMany({ data: gameRows(report.games, ...players).map((g) => ({ ...g, matchId })) });
        const affectedMatches = elimination ? await carryResult(tx, state, { ...cutRef(topCut, round, match.bracketSlot), winner: outcome.winner! }, actor) : [];
        const after = await reread(tx, event.id, matchId);
        await writeAudit(tx, event.id, actor, corrected ? 'result.correct' : 'result.report', {
          reason: why,
          before: corrected ? { table: before.table, round: round.number, result: before.result, outcome: before.outcome } : undefined,
          after: { table: after.table, round: round.number, result: after.result, outcome: after.outcome },
        });
        if (!elimination) await finishWhenComplete(tx, state, round.number, matchId, actor);
        const laterRoundsTouched = state.rounds
          .filter((r) => r.number > round.number && r.matches.some((m) => players.some((p) => m.playerAId === p || m.playerBId === p)))
          .map((r) => r.number);
        return { match: after, corrected, laterRoundsTouched, affectedMatches };
      });
    },

    /** A judge's time extension for one match (216): the end-of-match procedure waits for it. */
    extend(matchId: string, minutes: number, reason: string | undefined, actor: string): Promise<MatchRecord> {
      return atMatch(matchId, undefined, async (tx, state) => {
        const { round, match } = locate(state, matchId);
        const value = check(validateTimeExtension(minutes));
        await tx.match.update({ where: { id: matchId }, data: { extensionMinutes: value } });
        await writeAudit(tx, state.event.id, actor, 'match.extension', {
          reason: reason?.trim() || null,
          before: { table: match.tableNumber, round: round.number, extensionMinutes: match.extensionMinutes },
          after: { table: match.tableNumber, round: round.number, extensionMinutes: value },
        });
        return reread(tx, state.event.id, matchId);
      });
    },
  };
}

/** The last Swiss round with every result in finishes the event. */
async function finishWhenComplete(tx: Tx, state: EventState, roundNumber: number, matchId: string, actor: string) {
  const { event } = state;
  if (event.status === 'FINISHED' || event.rounds !== roundNumber) return;
  const round = state.rounds.find((r) => r.number === roundNumber)!;
  const others = round.matches.filter((m) => m.id !== matchId);
  if (missingTables(others).length > 0) return;
  await tx.event.update({ where: { id: event.id }, data: { status: 'FINISHED' } });
  await writeAudit(tx, event.id, actor, 'event.finish', { before: { status: 'running' }, after: { status: 'finished' } });
}

export type MatchRepository = ReturnType<typeof matchRepository>;
