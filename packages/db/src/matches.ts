// Matches as stored: results under optimistic concurrency on the match's version, time extensions, the event's finish.
import type { Of, Outcome } from '@tcg/contract';
import type { MatchReport } from '@tcg/domain/match';
import { writeAudit } from './audit.ts';
import { eventPlayer, loadEventState, type EventState, type StoredRound } from './eventState.ts';
import type { Event as EventRow, Round as RoundRow } from './generated/prisma/client.ts';
import { notFound } from '@tcg/domain/shared';
import { gameRows, toMatch, type EventPlayer, type MatchRecord, type MatchWithGames } from './records.ts';
import type { Tx } from './transaction.ts';

/** The round and the stored match of `matchId` in the event's state, or MATCH_NOT_FOUND. */
export function locate(state: EventState, matchId: string): { round: StoredRound; match: MatchWithGames } {
  for (const round of [...state.rounds, ...state.cutRounds]) {
    const match = round.matches.find((m) => m.id === matchId);
    if (match) return { round, match };
  }
  throw notFound('match', matchId);
}

/** The match as the API shows it. */
export function matchView(state: EventState, matchId: string): MatchRecord {
  const { round, match } = locate(state, matchId);
  return toMatch(match, round.number, state.players);
}

/** A match with its round and its event, and the match as the API shows it: what a result needs, without the whole event. */
export interface SeatedMatch {
  event: EventRow;
  round: RoundRow;
  match: MatchWithGames;
  view: MatchRecord;
  /** The match's players as the event shows them. */
  players: Map<string, EventPlayer>;
}

/** What the audit trail keeps of a result. */
const resultEntry = (m: MatchRecord) => ({ table: m.table, round: m.round, result: m.result, outcome: m.outcome });

/** The typed relations are non-null, but a row deleted between Prisma's queries reads as null. */
const roundAndEventRead = (match: { round: { event: unknown } | null }) =>
  match.round !== null && match.round.event !== null;
const playerRead = (registration: { player: unknown }) => registration.player !== null;

export const matchRepository = {
  /** Locks the event the match belongs to (its other writes wait for this transaction) and answers its id; MATCH_NOT_FOUND. */
  async lockEventOf(tx: Tx, matchId: string): Promise<string> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT e."id"::text AS "id" FROM "Match" m JOIN "Round" r ON r."id" = m."roundId" JOIN "Event" e ON e."id" = r."eventId"
      WHERE m."id" = ${matchId}::uuid FOR UPDATE OF e`;
    if (rows.length === 0) throw notFound('match', matchId);
    return rows[0]!.id;
  },

  /** The match a player's result link names: the match with that id, else the one match imported from it (a link printed before the event moved here). */
  async linkedTo(tx: Tx, matchId: string): Promise<{ matchId: string; eventId: string }> {
    const found = await tx.match.findUnique({
      where: { id: matchId },
      select: { round: { select: { eventId: true } } },
    });
    if (found) return { matchId, eventId: found.round.eventId };
    const imported = await tx.match.findMany({
      where: { importedFrom: matchId },
      select: { id: true, round: { select: { eventId: true } } },
      take: 2,
    });
    if (imported.length !== 1) throw notFound('match', matchId);
    return { matchId: imported[0]!.id, eventId: imported[0]!.round.eventId };
  },

  /** The match, its round and event, and its players' names: two queries, whatever the size of the event. */
  async seated(tx: Tx, matchId: string): Promise<SeatedMatch> {
    const found = await tx.match.findUnique({
      where: { id: matchId },
      include: { games: true, round: { include: { event: true } } },
    });
    // Read before the event's lock: an event deleted meanwhile can leave the match without its round, event or
    // players (the relations are read one query each). Then the match is gone: 404, as after the deletion.
    if (!found || !roundAndEventRead(found)) throw notFound('match', matchId);
    const {
      round: { event, ...round },
      ...match
    } = found;
    const seats = match.playerBId === null ? [match.playerAId] : [match.playerAId, match.playerBId];
    const registrations = (
      await tx.registration.findMany({
        where: { eventId: event.id, playerId: { in: seats } },
        include: { player: true },
      })
    ).filter(playerRead);
    if (registrations.length < seats.length) throw notFound('match', matchId);
    const players = new Map(registrations.map((r) => [r.playerId, eventPlayer(r)]));
    return { event, round, match, view: toMatch(match, round.number, players), players };
  },

  /** The match as stored now, read again after a write: its round and players are those already seated. */
  async reread(tx: Tx, seated: SeatedMatch): Promise<MatchRecord> {
    return matchRepository.viewOf(
      seated,
      await tx.match.findUniqueOrThrow({ where: { id: seated.match.id }, include: { games: true } }),
    );
  },

  /** A stored row of the seated match as the API shows it. */
  viewOf({ round, players }: SeatedMatch, stored: MatchWithGames): MatchRecord {
    return toMatch(stored, round.number, players);
  },

  async get(tx: Tx, matchId: string): Promise<MatchRecord> {
    return (await matchRepository.seated(tx, matchId)).view;
  },

  /** The numbers of the Swiss rounds after `round` in which any of `players` is paired. */
  async laterRoundsWith(tx: Tx, eventId: string, round: number, players: string[]): Promise<number[]> {
    const rounds = await tx.round.findMany({
      where: {
        eventId,
        number: { gt: round },
        stage: { not: 'elimination' },
        matches: { some: { OR: [{ playerAId: { in: players } }, { playerBId: { in: players } }] } },
      },
      select: { number: true },
      orderBy: { number: 'asc' },
    });
    return rounds.map((r) => r.number);
  },

  /** Stores the result when the match is still at `version` and answers the match as stored; null when someone stored another first. */
  async saveResult(
    tx: Tx,
    match: MatchWithGames,
    version: number,
    report: MatchReport,
    outcome: Of<typeof Outcome>,
  ): Promise<MatchWithGames | null> {
    const [stored] = await tx.match.updateManyAndReturn({
      where: { id: match.id, version },
      data: {
        version: version + 1,
        noShowPlayerId: 'noShow' in report ? report.noShow : null,
        outcome,
        reportedAt: new Date(),
      },
    });
    if (!stored) return null;
    await tx.game.deleteMany({ where: { matchId: match.id } });
    if (!('games' in report)) return { ...stored, games: [] };
    const games = await tx.game.createManyAndReturn({
      data: gameRows(report.games, match.playerAId, match.playerBId!).map((g) => ({ ...g, matchId: match.id })),
    });
    return { ...stored, games };
  },

  /** The audit entry of a result entered, or of a correction with its reason and the result it replaced. */
  async auditResult(
    tx: Tx,
    eventId: string,
    before: MatchRecord,
    after: MatchRecord,
    reason: string | null,
    actor: string,
  ): Promise<void> {
    const corrected = before.result !== null;
    await writeAudit(tx, eventId, actor, corrected ? 'result.correct' : 'result.report', {
      reason,
      before: corrected ? resultEntry(before) : undefined,
      after: resultEntry(after),
    });
  },

  /** A judge's time extension for one match. */
  async extend(
    tx: Tx,
    state: EventState,
    matchId: string,
    minutes: number,
    reason: string | null,
    actor: string,
  ): Promise<MatchRecord> {
    const { round, match } = locate(state, matchId);
    await tx.match.update({ where: { id: matchId }, data: { extensionMinutes: minutes } });
    await writeAudit(tx, state.event.id, actor, 'match.extension', {
      reason,
      before: { table: match.tableNumber, round: round.number, extensionMinutes: match.extensionMinutes },
      after: { table: match.tableNumber, round: round.number, extensionMinutes: minutes },
    });
    return matchView(await loadEventState(tx, state.event.id), matchId);
  },

  /** Marks the event finished: its last Swiss round is complete. */
  async finishEvent(tx: Tx, eventId: string, actor: string): Promise<void> {
    await tx.event.update({ where: { id: eventId }, data: { status: 'FINISHED' } });
    await writeAudit(tx, eventId, actor, 'event.finish', {
      before: { status: 'running' },
      after: { status: 'finished' },
    });
  },
};
