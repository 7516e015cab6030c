// Round control: pair the next Swiss round as a draft (seed stored), swap two players in a draft, publish, start the timer.
import { canChangeDraft, canPairNextRound } from '@tcg/domain/event';
import { recommendedRounds, type PairingResult } from '@tcg/domain/pairing';
import { AppError, RuleViolation, type Result } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, missingTables, pairingInput, pointsBefore, stateBefore, toRound, TX_OPTIONS, type EventState, type Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { RoundRecord } from './records.ts';
import { pairSwiss, podRoundsDefault } from './podRounds.ts';

const check = <T>(result: Result<T>, status = 409): T => {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
};

/** A Swiss round, or with `withCut` also a round of the top cut. */
function roundOf(state: EventState, number: number, withCut = false) {
  const round = (withCut ? [...state.rounds, ...state.cutRounds] : state.rounds).find((r) => r.number === number);
  if (!round) throw new AppError('ROUND_NOT_FOUND', `Round ${number} is not paired.`);
  return round;
}

const record = (state: EventState, number: number) => {
  const round = roundOf(state, number, true);
  const minutes = round.stage === 'elimination' && state.topCut ? state.topCut.roundMinutes : state.event.roundMinutes;
  return toRound(round, state.players, minutes);
};

export interface SwapRequest {
  players: [string, string];
  reason: string;
}

export function roundRepository(prisma: PrismaClient) {
  const inEvent = <T>(eventId: string, work: (tx: Tx, state: EventState) => Promise<T>) =>
    prisma.$transaction(async (tx) => {
      await lockEvent(tx, eventId);
      return work(tx, await loadEventState(tx, eventId));
    }, TX_OPTIONS);

  const reread = async (tx: Tx, eventId: string, number: number) => record(await loadEventState(tx, eventId), number);

  return {
    async get(eventId: string, number: number): Promise<RoundRecord> {
      return record(await loadEventState(prisma, eventId), number);
    },

    /**
     * Pairs round `number` again from its stored seed and the rounds before it. Equal to the stored draft unless
     * a judge swapped players, or a result of an earlier round was corrected after the round was paired.
     */
    async replay(eventId: string, number: number): Promise<PairingResult> {
      const state = await loadEventState(prisma, eventId);
      const round = roundOf(state, number);
      const before = stateBefore(state, number);
      const { pairings, byes } = await pairSwiss(prisma, eventId, pairingInput(before, number, pointsBefore(before, number)), round.seed);
      return { pairings, bye: byes[0] ?? null };
    },

    async list(eventId: string): Promise<RoundRecord[]> {
      const state = await loadEventState(prisma, eventId);
      return [...state.rounds, ...state.cutRounds].map((r) => record(state, r.number));
    },

    /** Pairs the next round as a draft from the stored results, with `seed` stored so it replays exactly. */
    pairNext(eventId: string, seed: number, actor: string): Promise<RoundRecord> {
      return inEvent(eventId, async (tx, state) => {
        if (state.topCut) throw new RuleViolation({ code: 'CUT_STARTED', message: 'The top cut has started: no more Swiss rounds.', section: '217' });
        const last = state.rounds.at(-1);
        const lastRound = last ? { number: last.number, published: last.publishedAt !== null, missingTables: missingTables(last.matches) } : null;
        const probe = pairingInput(state, (last?.number ?? 0) + 1, new Map());
        const number = check(canPairNextRound({ rounds: state.event.rounds, lastRound, activePlayers: probe.players.length }));
        const input = pairingInput(state, number, pointsBefore(state, number));
        const { pairings, byes } = await pairSwiss(tx, eventId, input, seed);
        const round = await tx.round.create({ data: { eventId, number, seed } });
        await tx.match.createMany({
          data: [
            ...pairings.map((p) => ({ roundId: round.id, tableNumber: p.table, playerAId: p.players[0], playerBId: p.players[1], explanation: p.explanation })),
            ...byes.map((bye) => ({ roundId: round.id, tableNumber: null, playerAId: bye.playerId, playerBId: null, explanation: bye.explanation })),
          ],
        });
        if (number === 1) await startEvent(tx, state, input.players.length, actor);
        const bye = byes.length > 1 ? { byes: byes.map((b) => b.playerId) } : { bye: byes[0]?.playerId ?? null };
        await writeAudit(tx, eventId, actor, 'round.pair', { after: { round: number, seed, tables: pairings.length, ...bye } });
        const matches = await tx.match.findMany({ where: { roundId: round.id }, include: { games: true } });
        return toRound({ ...round, matches }, state.players, state.event.roundMinutes);
      });
    },

    publish(eventId: string, number: number, actor: string): Promise<RoundRecord> {
      return inEvent(eventId, async (tx, state) => {
        const round = roundOf(state, number);
        check(canChangeDraft({ number, published: round.publishedAt !== null }));
        await tx.round.update({ where: { id: round.id }, data: { publishedAt: new Date() } });
        await writeAudit(tx, eventId, actor, 'round.publish', { after: { round: number } });
        return reread(tx, eventId, number);
      });
    },

    /** A judge swaps two players of a draft round (either may hold the bye); the reason is logged. */
    swap(eventId: string, number: number, { players: [x, y], reason }: SwapRequest, actor: string): Promise<RoundRecord> {
      return inEvent(eventId, async (tx, state) => {
        const round = roundOf(state, number);
        check(canChangeDraft({ number, published: round.publishedAt !== null }));
        if (reason.trim().length === 0) throw new RuleViolation({ code: 'REASON_REQUIRED', message: 'A swap needs a reason.', field: 'reason' });
        const seatOf = (id: string) => {
          const match = round.matches.find((m) => m.playerAId === id || m.playerBId === id);
          if (!match) throw new RuleViolation({ code: 'PLAYER_NOT_IN_ROUND', message: `Player ${id} is not paired in round ${number}.`, field: 'players' });
          return { match, seat: match.playerAId === id ? ('playerAId' as const) : ('playerBId' as const) };
        };
        const [sx, sy] = [seatOf(x), seatOf(y)];
        if (sx.match.id === sy.match.id) throw new RuleViolation({ code: 'SAME_MATCH', message: 'These two players already play each other.', field: 'players' });
        checkByeSwap(state, number, sx.match.playerBId === null ? y : sy.match.playerBId === null ? x : null);
        const before = record(state, number);
        const note = `swapped by a judge: ${reason.trim()}`;
        await tx.match.update({ where: { id: sx.match.id }, data: { [sx.seat]: y, explanation: note } });
        await tx.match.update({ where: { id: sy.match.id }, data: { [sy.seat]: x, explanation: note } });
        const after = await reread(tx, eventId, number);
        const tables = (r: RoundRecord) => r.matches.filter((m) => m.id === sx.match.id || m.id === sy.match.id);
        await writeAudit(tx, eventId, actor, 'round.swap', { reason: reason.trim(), before: tables(before), after: tables(after) });
        return after;
      });
    },

    startTimer(eventId: string, number: number, actor: string): Promise<RoundRecord> {
      return inEvent(eventId, async (tx, state) => {
        const round = roundOf(state, number, true);
        if (!round.publishedAt) throw new RuleViolation({ code: 'ROUND_NOT_PUBLISHED', message: `Round ${number} is not published yet.`, section: '212' });
        const startedAt = new Date();
        await tx.round.update({ where: { id: round.id }, data: { timerStartedAt: startedAt } });
        await writeAudit(tx, eventId, actor, 'round.timer', { before: { timerStartedAt: round.timerStartedAt }, after: { round: number, timerStartedAt: startedAt.toISOString() } });
        return reread(tx, eventId, number);
      });
    },
  };
}

/** 210: nobody gets a second bye; a swap that would hand one out is refused. */
function checkByeSwap(state: EventState, number: number, newByePlayer: string | null) {
  if (newByePlayer === null) return;
  const earlier = state.rounds.filter((r) => r.number < number).some((r) => r.matches.some((m) => m.playerBId === null && m.playerAId === newByePlayer));
  if (earlier) {
    throw new RuleViolation({ code: 'SECOND_BYE', message: `Player ${newByePlayer} already had a bye; nobody gets a second one by a swap.`, section: '210', field: 'players' });
  }
}

/** Round 1 starts the event; without a round count the DCI chart's recommendation for the attendance is fixed now. */
async function startEvent(tx: Tx, state: EventState, attendance: number, actor: string) {
  const recommended = (await podRoundsDefault(tx, state.event.id)) ?? recommendedRounds(attendance);
  const rounds = state.event.rounds ?? recommended.rounds;
  await tx.event.update({ where: { id: state.event.id }, data: { status: 'RUNNING', rounds } });
  await writeAudit(tx, state.event.id, actor, 'event.start', {
    before: { status: 'registration', rounds: state.event.rounds },
    after: { status: 'running', rounds, reason: state.event.rounds === null ? recommended.reason : null },
  });
}

export type RoundRepository = ReturnType<typeof roundRepository>;
