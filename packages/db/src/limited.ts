// 212, Appendix A 1, 3 and 8: where a Limited event stands — its steps, and each player's pod, seat, pool, deck, record and Top 8 seed.
import { currentLimitedStep, limitedSteps, POD_SWISS_ROUNDS, type LimitedStep } from '@tcg/domain/draft';
import { computeStandings } from '@tcg/domain/standings';
import { loadEventState, standingsInput } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { poolRepository, type DeckBuildingRecord, type LimitedStage } from './pools.ts';
import { redraftRepository, type RedraftRecord } from './redraft.ts';
import { lastCompleteRound } from './standings.ts';

export interface LimitedStepRecord {
  step: LimitedStep;
  phase: string;
  title: string;
  section: string;
  status: 'done' | 'current' | 'upcoming';
}

export interface LimitedPlayerRecord {
  playerId: string;
  name: string;
  dciNumber: string;
  /** The pod of the first draft and the seat in it (null when not seated). */
  pod: number | null;
  seat: number | null;
  /** The stage the player registers a pool and deck for now. */
  stage: LimitedStage;
  poolRegistered: boolean;
  deckRegistered: boolean;
  deckLegal: boolean | null;
  record: { wins: number; losses: number; draws: number; points: number };
  dropped: boolean;
  /** The seed in the Top 8 (1 = best), null outside it. */
  topEightSeed: number | null;
}

export interface LimitedRecord {
  current: LimitedStep;
  steps: LimitedStepRecord[];
  /** The pod rounds planned (three by default, Appendix A 8), paired and complete. */
  rounds: { planned: number; paired: number; complete: number };
  deckBuilding: DeckBuildingRecord;
  redraft: RedraftRecord | null;
  cutMade: boolean;
  players: LimitedPlayerRecord[];
}

export function limitedRepository(prisma: PrismaClient) {
  const pools = poolRepository(prisma);
  const redrafts = redraftRepository(prisma);
  return {
    async get(eventId: string): Promise<LimitedRecord> {
      const state = await loadEventState(prisma, eventId);
      const [seats, poolRows, decks, redraft, deckBuilding] = await Promise.all([
        prisma.podSeat.findMany({ where: { pod: { eventId, topEight: false } }, include: { pod: { select: { number: true } } } }),
        prisma.pool.findMany({ where: { eventId }, select: { playerId: true, stage: true } }),
        prisma.deckRegistration.findMany({ where: { eventId }, select: { playerId: true, stage: true, legal: true } }),
        redrafts.get(eventId),
        pools.deckBuilding(eventId),
      ]);
      const complete = lastCompleteRound(state);
      const current = currentLimitedStep({
        podsSeated: seats.length > 0,
        deckBuildingStarted: state.event.deckBuildingStartedAt !== null,
        roundsPaired: state.rounds.length,
        redraftDone: redraft !== null,
        redraftBuildingStarted: redraft?.deckBuildingStartedAt != null,
        cutMade: state.topCut !== null,
      });
      const at = limitedSteps.findIndex((s) => s.step === current);
      const standings = computeStandings(standingsInput(state, complete));
      if (!standings.ok) throw new Error(`Stored results do not add up: ${standings.error.message}`);
      const rows = new Map(standings.value.rows.map((row) => [row.playerId, row]));
      const seatOf = new Map(seats.map((s) => [s.playerId, s]));
      const topEight = redraft?.seeds ?? [];
      const players = state.registrations.map((r): LimitedPlayerRecord => {
        const stage: LimitedStage = topEight.includes(r.playerId) ? 'top8' : 'pods';
        const deck = decks.find((d) => d.playerId === r.playerId && d.stage === stage);
        const row = rows.get(r.playerId);
        return {
          playerId: r.playerId,
          name: `${r.player.firstName} ${r.player.lastName}`,
          dciNumber: r.player.dciNumber,
          pod: seatOf.get(r.playerId)?.pod.number ?? null,
          seat: seatOf.get(r.playerId)?.seat ?? null,
          stage,
          poolRegistered: poolRows.some((p) => p.playerId === r.playerId && p.stage === stage),
          deckRegistered: deck !== undefined,
          deckLegal: deck?.legal ?? null,
          record: { wins: row?.wins ?? 0, losses: row?.losses ?? 0, draws: row?.draws ?? 0, points: row?.points ?? 0 },
          dropped: row?.dropped ?? r.droppedAfterRound !== null,
          topEightSeed: topEight.includes(r.playerId) ? topEight.indexOf(r.playerId) + 1 : null,
        };
      });
      players.sort((a, b) => (a.pod ?? Infinity) - (b.pod ?? Infinity) || (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.name.localeCompare(b.name));
      return {
        current,
        steps: limitedSteps.map((s, i) => ({ ...s, status: i < at ? 'done' : i === at ? 'current' : 'upcoming' })),
        rounds: { planned: state.event.rounds ?? POD_SWISS_ROUNDS, paired: state.rounds.length, complete },
        deckBuilding,
        redraft,
        cutMade: state.topCut !== null,
        players,
      };
    },
  };
}

export type LimitedRepository = ReturnType<typeof limitedRepository>;
