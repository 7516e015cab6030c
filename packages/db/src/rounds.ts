// Rounds as stored: a draft round with its matches and seed, swaps, publication, the round clock, and the event's start.
import { randomUUID } from 'node:crypto';
import type { PodPairing } from '@tcg/domain/draft';
import type { RoundCount } from '@tcg/domain/pairing';
import { roundTitle } from '@tcg/domain/cut';
import { AppError } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import {
  cutOfRound,
  loadEventState,
  missingTables,
  toRound,
  type EventState,
  type RoundStage,
  type StoredRound,
} from './eventState.ts';
import type { Match as MatchRow } from './generated/prisma/client.ts';
import type { RoundRecord } from './records.ts';
import { cutDivisionOf, cutRef, storedCut } from './topCut.ts';
import type { Tx } from './transaction.ts';

/** A Swiss round, or with `withCut` also a round of the top cut; ROUND_NOT_FOUND when it is not paired. */
export function roundOf(state: EventState, number: number, withCut = false): StoredRound {
  const round = (withCut ? [...state.rounds, ...state.cutRounds] : state.rounds).find((r) => r.number === number);
  if (!round) throw new AppError('ROUND_NOT_FOUND', `Round ${number} is not paired.`);
  return round;
}

/** The round time of the round's stage: the top cut may have its own. */
export const roundMinutesOf = (state: EventState, round: StoredRound): number =>
  cutOfRound(state, round)?.roundMinutes ?? state.event.roundMinutes;

/** The round's title (217: a top cut round by its bracket name and its cut's division), games per match and round time. */
export function roundStageOf(state: EventState, round: StoredRound): RoundStage {
  const cut = cutOfRound(state, round);
  const inCut = cut && {
    bracket: storedCut(cut).bracket,
    round: cutRef(state, cut, round, null).round,
    division: cutDivisionOf(cut),
  };
  return {
    title: roundTitle(round.number, inCut),
    bestOf: cut?.bestOf ?? state.event.bestOf,
    roundMinutes: roundMinutesOf(state, round),
  };
}

/** The round as the API shows it, with its stage's title, games per match and round time. */
export const roundView = (state: EventState, number: number): RoundRecord => {
  const round = roundOf(state, number, true);
  return toRound(round, state.players, roundStageOf(state, round));
};

/** The state with `round` stored as it is now in place of its earlier self (a Swiss round just published). */
export const withRound = (state: EventState, round: StoredRound): EventState => ({
  ...state,
  rounds: state.rounds.map((r) => (r.id === round.id ? round : r)),
});

/** The state with a Swiss round just paired after its last. */
export const withNewRound = (state: EventState, round: StoredRound): EventState => ({
  ...state,
  rounds: [...state.rounds, round],
});

/** Every round paired so far, the top cut's after the Swiss ones. */
export const roundViews = (state: EventState): RoundRecord[] =>
  [...state.rounds, ...state.cutRounds].map((r) => roundView(state, r.number));

/**
 * The round players are playing: the latest published round with seated matches, Swiss or top cut; while a division's cut runs beside a
 * Swiss round still in play (its group plays fewer rounds), that Swiss round. Null before any.
 */
export function currentRound(state: EventState): StoredRound | null {
  const published = [...state.rounds, ...state.cutRounds]
    .filter((r) => r.publishedAt !== null)
    .sort((x, y) => y.number - x.number);
  // A top cut round whose players are not known yet (the Final during the Semifinals) is not the one being played.
  const seated = published.filter((r) => r.matches.length > 0);
  return (
    published.find((r) => r.stage !== 'elimination' && missingTables(r.matches).length > 0) ??
    seated[0] ??
    published[0] ??
    null
  );
}

/** The published rounds still being played, by number: more than one while a division's top cut runs beside another group's Swiss round (217). */
export const roundsInPlay = (state: EventState): StoredRound[] =>
  [...state.rounds, ...state.cutRounds]
    .filter((r) => r.publishedAt !== null && missingTables(r.matches).length > 0)
    .sort((x, y) => x.number - y.number);

/** The rounds in play beside `current`. */
export const alsoInPlay = (state: EventState, current: StoredRound | null): StoredRound[] =>
  roundsInPlay(state).filter((r) => r !== current);

/** A change of the round clock as stored: a pause, a resume or added time. */
export interface ClockChange {
  pausedAt?: number | null;
  pausedMs?: number;
  addedMinutes?: number;
}

/** One seat of a match: player A or B. */
export interface SeatChange {
  matchId: string;
  seat: 'A' | 'B';
  playerId: string;
}

/** A match to seat: its table (null for a bye), its players and why they were paired. */
interface NewMatch {
  table: number | null;
  playerA: string;
  playerB: string | null;
  explanation: string;
}

/**
 * Inserts a round's matches in one statement, its columns as arrays: Prisma's createMany binds six parameters per
 * match and took seconds for 2,048 tables (#33).
 */
function seatMatches(tx: Tx, roundId: string, matches: readonly NewMatch[]): Promise<MatchRow[]> {
  const column = <T>(pick: (m: NewMatch) => T) => matches.map(pick);
  return tx.$queryRaw<MatchRow[]>`
    INSERT INTO "Match" ("id", "roundId", "tableNumber", "playerAId", "playerBId", "explanation")
    SELECT s."id", ${roundId}::uuid, s."table", s."playerA", s."playerB", s."explanation"
    FROM unnest(${column(() => randomUUID())}::uuid[], ${column((m) => m.table)}::int[], ${column((m) => m.playerA)}::uuid[], ${column((m) => m.playerB)}::uuid[], ${column((m) => m.explanation)}::text[])
      AS s("id", "table", "playerA", "playerB", "explanation")
    RETURNING *`;
}

export const roundRepository = {
  async get(tx: Tx, eventId: string, number: number): Promise<RoundRecord> {
    return roundView(await loadEventState(tx, eventId), number);
  },

  async list(tx: Tx, eventId: string): Promise<RoundRecord[]> {
    return roundViews(await loadEventState(tx, eventId));
  },

  /** Stores round `number` as a draft with its matches, byes and seed; answers it as loading the event would. */
  async create(
    tx: Tx,
    state: EventState,
    number: number,
    seed: number,
    { pairings, byes }: PodPairing,
    actor: string,
  ): Promise<StoredRound> {
    const eventId = state.event.id;
    const round = await tx.round.create({ data: { eventId, number, seed } });
    const seated = await seatMatches(tx, round.id, [
      ...pairings.map((p) => ({
        table: p.table,
        playerA: p.players[0],
        playerB: p.players[1],
        explanation: p.explanation,
      })),
      ...byes.map((bye) => ({ table: null, playerA: bye.playerId, playerB: null, explanation: bye.explanation })),
    ]);
    const bye = byes.length > 1 ? { byes: byes.map((b) => b.playerId) } : { bye: byes[0]?.playerId ?? null };
    await writeAudit(tx, eventId, actor, 'round.pair', {
      after: { round: number, seed, tables: pairings.length, ...bye },
    });
    // A match just seated has no games yet; tables in order, the byes last, as the event's state loads them.
    const matches = seated
      .map((m) => ({ ...m, games: [] }))
      .sort((a, b) => (a.tableNumber ?? Number.MAX_SAFE_INTEGER) - (b.tableNumber ?? Number.MAX_SAFE_INTEGER));
    return { ...round, matches };
  },

  /** Round 1 starts the event with its number of Swiss rounds fixed; answers the event's row as it now is. */
  async startEvent(
    tx: Tx,
    state: EventState,
    rounds: number,
    recommended: RoundCount,
    actor: string,
  ): Promise<EventState['event']> {
    const event = await tx.event.update({ where: { id: state.event.id }, data: { status: 'RUNNING', rounds } });
    await writeAudit(tx, state.event.id, actor, 'event.start', {
      before: { status: 'registration', rounds: state.event.rounds },
      after: { status: 'running', rounds, reason: state.event.rounds === null ? recommended.reason : null },
    });
    return event;
  },

  /** Removes a draft round to be paired again; discarding round 1 reopens registration, as before it was paired. */
  async discard(tx: Tx, state: EventState, round: StoredRound, actor: string): Promise<void> {
    const pairings = round.matches.map((m) => ({ table: m.tableNumber, players: [m.playerAId, m.playerBId] }));
    await tx.round.delete({ where: { id: round.id } });
    if (round.number === 1) await tx.event.update({ where: { id: state.event.id }, data: { status: 'REGISTRATION' } });
    await writeAudit(tx, state.event.id, actor, 'round.discard', {
      before: { round: round.number, seed: round.seed, pairings },
    });
  },

  /** Publishes a draft round; `override` when a head judge publishes pairings that failed the check (210). Answers the round as published. */
  async publish(
    tx: Tx,
    round: StoredRound,
    actor: string,
    override?: { reason: string; problems: unknown[] },
  ): Promise<StoredRound> {
    const row = await tx.round.update({ where: { id: round.id }, data: { publishedAt: new Date() } });
    if (override)
      await writeAudit(tx, round.eventId, actor, 'round.publish.override', {
        reason: override.reason,
        after: { round: round.number, problems: override.problems },
      });
    else await writeAudit(tx, round.eventId, actor, 'round.publish', { after: { round: round.number } });
    return { ...row, matches: round.matches };
  },

  /** Seats two players in each other's places, noting the judge's reason on both matches and in the audit trail. */
  async swap(
    tx: Tx,
    state: EventState,
    number: number,
    seats: [SeatChange, SeatChange],
    reason: string,
    actor: string,
  ): Promise<RoundRecord> {
    const before = roundView(state, number);
    const note = `swapped by a judge: ${reason}`;
    for (const { matchId, seat, playerId } of seats) {
      await tx.match.update({
        where: { id: matchId },
        data: { [seat === 'A' ? 'playerAId' : 'playerBId']: playerId, explanation: note },
      });
    }
    const after = await roundRepository.get(tx, state.event.id, number);
    const tables = (r: RoundRecord) => r.matches.filter((m) => seats.some((s) => s.matchId === m.id));
    await writeAudit(tx, state.event.id, actor, 'round.swap', { reason, before: tables(before), after: tables(after) });
    return after;
  },

  /** Stores a pause, a resume or added time; `action` names it in the audit trail. */
  async changeClock(
    tx: Tx,
    round: StoredRound,
    change: ClockChange,
    action: 'round.timer.pause' | 'round.timer.resume' | 'round.timer.add',
    actor: string,
  ): Promise<void> {
    const data = {
      ...(change.pausedAt !== undefined && {
        timerPausedAt: change.pausedAt === null ? null : new Date(change.pausedAt),
      }),
      ...(change.pausedMs !== undefined && { timerPausedMs: change.pausedMs }),
      ...(change.addedMinutes !== undefined && { addedMinutes: change.addedMinutes }),
    };
    await tx.round.update({ where: { id: round.id }, data });
    const before = {
      pausedAt: round.timerPausedAt?.toISOString() ?? null,
      pausedMs: round.timerPausedMs,
      addedMinutes: round.addedMinutes,
    };
    await writeAudit(tx, round.eventId, actor, action, { before, after: { round: round.number, ...change } });
  },

  async startTimer(tx: Tx, round: StoredRound, actor: string): Promise<void> {
    const startedAt = new Date();
    await tx.round.update({
      where: { id: round.id },
      data: { timerStartedAt: startedAt, timerPausedAt: null, timerPausedMs: 0, addedMinutes: 0 },
    });
    await writeAudit(tx, round.eventId, actor, 'round.timer', {
      before: { timerStartedAt: round.timerStartedAt },
      after: { round: round.number, timerStartedAt: startedAt.toISOString() },
    });
  },
};
