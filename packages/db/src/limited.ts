// Where a Limited event stands: its steps, and each player's pod, seat, pool, deck, record and Top 8 seed.
import type { Limited, Of } from '@tcg/contract';
import { currentLimitedStep, limitedSteps, playerStage, POD_SWISS_ROUNDS } from '@tcg/domain/draft';
import type { Standings } from '@tcg/domain/standings';
import { loadEventState, standingsAfter, type EventState } from './eventState.ts';
import { poolRepository } from './pools.ts';
import { redraftRepository } from './redraft.ts';
import { lastCompleteRound } from './standings.ts';
import type { Tx } from './transaction.ts';

type LimitedView = Of<typeof Limited>;
type LimitedPlayer = LimitedView['players'][number];

/** What each player registered, by stage. */
interface Registered {
  seats: { playerId: string; seat: number; pod: { number: number } }[];
  pools: { playerId: string; stage: string }[];
  decks: { playerId: string; stage: string; legal: boolean | null }[];
}

export const limitedRepository = {
  async get(tx: Tx, eventId: string): Promise<LimitedView> {
    const state = await loadEventState(tx, eventId);
    const [seats, pools, decks, redraft, deckBuilding] = await Promise.all([
      tx.podSeat.findMany({
        where: { pod: { eventId, topEight: false } },
        include: { pod: { select: { number: true } } },
      }),
      tx.pool.findMany({ where: { eventId }, select: { playerId: true, stage: true } }),
      tx.deckRegistration.findMany({ where: { eventId }, select: { playerId: true, stage: true, legal: true } }),
      redraftRepository.get(tx, eventId),
      poolRepository.deckBuilding(tx, eventId),
    ]);
    const complete = lastCompleteRound(state);
    const current = currentLimitedStep({
      podsSeated: seats.length > 0,
      deckBuildingStarted: state.event.deckBuildingStartedAt !== null,
      roundsPaired: state.rounds.length,
      redraftDone: redraft !== null,
      redraftBuildingStarted: redraft?.deckBuildingStartedAt != null,
      cutMade: state.topCuts.length > 0,
    });
    const at = limitedSteps.findIndex((s) => s.step === current);
    const status = (i: number): LimitedView['steps'][number]['status'] =>
      i < at ? 'done' : i === at ? 'current' : 'upcoming';
    return {
      current,
      steps: limitedSteps.map((s, i) => ({ ...s, status: status(i) })),
      rounds: { planned: state.event.rounds ?? POD_SWISS_ROUNDS, paired: state.rounds.length, complete },
      deckBuilding,
      redraft,
      cutMade: state.topCuts.length > 0,
      players: playersOf(state, standingsAfter(state, complete), { seats, pools, decks }, redraft?.seeds ?? []),
    };
  },
};

/** Each player by pod and seat: the stage they build for, what they registered for it, their record and Top 8 seed. */
function playersOf(
  state: EventState,
  standings: Standings,
  registered: Registered,
  topEight: readonly string[],
): LimitedPlayer[] {
  const rows = new Map(standings.rows.map((row) => [row.playerId, row]));
  const seatOf = new Map(registered.seats.map((s) => [s.playerId, s]));
  const players = state.registrations.map((r): LimitedPlayer => {
    const stage = playerStage(topEight, r.playerId);
    const deck = registered.decks.find((d) => d.playerId === r.playerId && d.stage === stage);
    const row = rows.get(r.playerId);
    return {
      playerId: r.playerId,
      name: `${r.player.firstName} ${r.player.lastName}`,
      dciNumber: r.player.dciNumber,
      pod: seatOf.get(r.playerId)?.pod.number ?? null,
      seat: seatOf.get(r.playerId)?.seat ?? null,
      stage,
      poolRegistered: registered.pools.some((p) => p.playerId === r.playerId && p.stage === stage),
      deckRegistered: deck !== undefined,
      deckLegal: deck?.legal ?? null,
      record: { wins: row?.wins ?? 0, losses: row?.losses ?? 0, draws: row?.draws ?? 0, points: row?.points ?? 0 },
      dropped: row?.dropped ?? r.droppedAfterRound !== null,
      topEightSeed: topEight.includes(r.playerId) ? topEight.indexOf(r.playerId) + 1 : null,
    };
  });
  return players.sort(
    (a, b) =>
      (a.pod ?? Infinity) - (b.pod ?? Infinity) ||
      (a.seat ?? Infinity) - (b.seat ?? Infinity) ||
      a.name.localeCompare(b.name),
  );
}
