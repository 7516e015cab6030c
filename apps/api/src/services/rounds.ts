// Round control: pair the next Swiss round as a draft (seed stored), replay it, swap two players, publish once checked, start the clock.
import {
  firstPods,
  leavesState,
  loadEventState,
  lockedEventState,
  missingTables,
  pairingInput,
  podsSeated,
  podTableRepository,
  pointsBefore,
  roundOf,
  roundRepository,
  roundView,
  stateBefore,
  type EventState,
  type RoundRecord,
  type StateCache,
  type StoredRound,
  type Tx,
  withNewRound,
  withRound,
} from '@tcg/db';
import { pairInPods, type PodPairing } from '@tcg/domain/draft';
import { canPairNextRound, canStartTimer, canChangeDraft, swissRoundsFor } from '@tcg/domain/event';
import {
  checkSwap,
  overrideReason,
  pairRound,
  publishChecked,
  type PairingInput,
  type PairingResult,
} from '@tcg/domain/pairing';
import { must, seededRandom } from '@tcg/domain/shared';
import { checkRound } from './pairingCheck.ts';
import { plannedSwissRounds, seatedInput, swissSeats } from './divisions.ts';
import { seatNextRound } from './podPlay.ts';
import { snapshotPublished } from './snapshots.ts';

/** A Swiss round: pod by pod when the players sit in pods (they play only within their pod), or by age division groups still playing Swiss. */
async function pairSwiss(tx: Tx, state: EventState, input: PairingInput, seed: number): Promise<PodPairing> {
  const pods = await firstPods(tx, state.event.id);
  if (pods.length > 0) return pairInPods(input, pods, seededRandom(seed));
  const seats = swissSeats(state, input.round);
  if (seats !== null) return pairInPods(seatedInput(input, seats), seats, seededRandom(seed));
  const { pairings, bye } = pairRound(input, seededRandom(seed));
  return { pairings, byes: bye ? [bye] : [] };
}

/**
 * The organizer's next round: in pod play, seated and published at once (its snapshot taken, `kept` per event);
 * otherwise a Swiss draft.
 */
export async function nextRound(
  tx: Tx,
  states: StateCache,
  eventId: string,
  seed: number,
  actor: string,
  kept: number,
) {
  if (!(await podTableRepository.isPodPlay(tx, eventId))) return pairNextRound(tx, states, eventId, seed, actor);
  const round = await seatNextRound(tx, eventId, seed, actor);
  await snapshotPublished(tx, eventId, round.number, kept);
  return round;
}

/** Pairs the next round as a draft from the stored results, with `seed` stored so it replays exactly. */
export async function pairNextRound(
  tx: Tx,
  states: StateCache,
  eventId: string,
  seed: number,
  actor: string,
): Promise<RoundRecord> {
  const state = await lockedEventState(tx, eventId, states);
  const last = state.rounds.at(-1);
  const lastRound = last
    ? { number: last.number, published: last.publishedAt !== null, missingTables: missingTables(last.matches) }
    : null;
  const next = (last?.number ?? 0) + 1;
  const seats = swissSeats(state, next);
  const probe = seatedInput(pairingInput(state, next, new Map()), seats);
  const cutStarted = state.topCuts.length > 0 && (seats === null || seats.length === 0);
  const number = must(
    canPairNextRound({
      rounds: plannedSwissRounds(state, null),
      lastRound,
      activePlayers: probe.players.length,
      cutStarted,
    }),
  );
  const input = pairingInput(state, number, pointsBefore(state, number));
  const round = await roundRepository.create(tx, state, number, seed, await pairSwiss(tx, state, input, seed), actor);
  const paired = withNewRound(
    number === 1 ? { ...state, event: await startEvent(tx, state, input.players.length, actor) } : state,
    round,
  );
  leavesState(tx, eventId, paired);
  return roundView(paired, number);
}

/** Round 1 starts the event, with the number of Swiss rounds set or else recommended for its players; answers the event's row. */
async function startEvent(tx: Tx, state: EventState, players: number, actor: string) {
  const recommended = swissRoundsFor(players, await podsSeated(tx, state.event.id));
  return roundRepository.startEvent(tx, state, state.event.rounds ?? recommended.rounds, recommended, actor);
}

/**
 * Pairs round `number` again from its stored seed and the rounds before it. Equal to the stored draft unless
 * a judge swapped players, or a result of an earlier round was corrected after the round was paired.
 */
export async function replayRound(tx: Tx, eventId: string, number: number): Promise<PairingResult> {
  return replayOf(tx, await loadEventState(tx, eventId), number);
}

async function replayOf(tx: Tx, state: EventState, number: number): Promise<PairingResult> {
  const round = roundOf(state, number);
  const before = stateBefore(state, number);
  const { pairings, byes } = await pairSwiss(
    tx,
    before,
    pairingInput(before, number, pointsBefore(before, number)),
    round.seed,
  );
  return { pairings, bye: byes[0] ?? null };
}

/** The round paired again from its seed beside the round as stored, and whether the two are the same. */
export async function replayCheck(tx: Tx, eventId: string, number: number) {
  const state = await loadEventState(tx, eventId);
  const stored = roundView(state, number);
  const replayed = await replayOf(tx, state, number);
  const seated = stored.matches
    .filter((m) => !m.bye)
    .map((m) => ({ table: m.table!, players: [m.playerA.id, m.playerB!.id] as [string, string] }));
  const pairings = replayed.pairings.map((p) => ({ table: p.table, players: p.players }));
  const bye = replayed.bye?.playerId ?? null;
  const identical =
    JSON.stringify(pairings) === JSON.stringify(seated) &&
    bye === (stored.matches.find((m) => m.bye)?.playerA.id ?? null);
  return { number, seed: stored.seed, identical, pairings, bye };
}

/** A round still a draft, with the locked event's state and the problems the pairings check finds in it. */
async function checkedDraft(tx: Tx, states: StateCache, eventId: string, number: number) {
  const state = await lockedEventState(tx, eventId, states);
  const round = roundOf(state, number);
  must(canChangeDraft({ number, published: round.publishedAt !== null }));
  return { state, round, problems: await checkRound(tx, state, number) };
}

/** Discards a draft round so it can be paired again (a wrong drop, a late registration); a published round stays (210). */
export async function discardDraft(
  tx: Tx,
  states: StateCache,
  eventId: string,
  number: number,
  actor: string,
): Promise<void> {
  const state = await lockedEventState(tx, eventId, states);
  const round = roundOf(state, number);
  must(canChangeDraft({ number, published: round.publishedAt !== null }));
  await roundRepository.discard(tx, state, round, actor);
}

/**
 * Publishes a draft round once its pairings pass the check (210); 409 PAIRING_CHECK_FAILED listing why otherwise.
 * The event's snapshot is taken in the same transaction (`kept` per event).
 */
export async function publishRound(
  tx: Tx,
  states: StateCache,
  eventId: string,
  number: number,
  actor: string,
  kept: number,
): Promise<RoundRecord> {
  const { state, round, problems } = await checkedDraft(tx, states, eventId, number);
  must(publishChecked(number, problems));
  return published(tx, state, await roundRepository.publish(tx, round, actor), kept);
}

/** A head judge publishes a draft round whatever the check says, with a reason; the problems go into the audit trail. */
export async function publishAnyway(
  tx: Tx,
  states: StateCache,
  eventId: string,
  number: number,
  reason: string,
  actor: string,
  kept: number,
): Promise<RoundRecord> {
  const why = must(overrideReason(reason));
  const { state, round, problems } = await checkedDraft(tx, states, eventId, number);
  return published(tx, state, await roundRepository.publish(tx, round, actor, { reason: why, problems }), kept);
}

/** The round as published, its snapshot taken, the event's state with it kept for the readers who ask next. */
async function published(tx: Tx, state: EventState, round: StoredRound, kept: number): Promise<RoundRecord> {
  await snapshotPublished(tx, state.event.id, round.number, kept);
  const after = withRound(state, round);
  leavesState(tx, state.event.id, after);
  return roundView(after, round.number);
}

/** The pods' seats and the players' names, when the players sit in pods (a swap keeps pods apart, Appendix A 1). */
async function podsOf(tx: Tx, state: EventState) {
  const seats = await firstPods(tx, state.event.id);
  if (seats.length === 0) return {};
  const names = new Map([...state.players].map(([id, p]) => [id, `${p.firstName} ${p.lastName}`]));
  return { pods: { seats, names } };
}

/** The pairings check of a round (210): what blocks publishing it. */
export async function pairingCheck(tx: Tx, eventId: string, number: number) {
  const state = await loadEventState(tx, eventId);
  roundOf(state, number);
  const problems = await checkRound(tx, state, number);
  return { round: number, passed: problems.length === 0, problems };
}

/** A judge swaps two players of a draft round (either may hold the bye) within their pod; the reason is logged. */
export async function swapPlayers(
  tx: Tx,
  states: StateCache,
  eventId: string,
  number: number,
  { players, reason }: { players: [string, string]; reason: string },
  actor: string,
): Promise<RoundRecord> {
  const state = await lockedEventState(tx, eventId, states);
  const round = roundOf(state, number);
  const earlierByes = new Set(
    state.rounds
      .filter((r) => r.number < number)
      .flatMap((r) => r.matches.filter((m) => m.playerBId === null).map((m) => m.playerAId)),
  );
  const matches = round.matches.map((m) => ({ id: m.id, playerA: m.playerAId, playerB: m.playerBId }));
  const swap = must(
    checkSwap(
      {
        round: number,
        published: round.publishedAt !== null,
        reason,
        matches,
        earlierByes,
        ...(await podsOf(tx, state)),
      },
      players,
    ),
  );
  const [x, y] = swap.seats;
  return roundRepository.swap(
    tx,
    state,
    number,
    [
      { ...x, playerId: players[1] },
      { ...y, playerId: players[0] },
    ],
    swap.reason,
    actor,
  );
}

/** Starts the round clock (a round of the top cut too). */
export async function startRoundTimer(
  tx: Tx,
  states: StateCache,
  eventId: string,
  number: number,
  actor: string,
): Promise<RoundRecord> {
  const round = roundOf(await lockedEventState(tx, eventId, states), number, true);
  must(canStartTimer({ number, published: round.publishedAt !== null }));
  await roundRepository.startTimer(tx, round, actor);
  return roundView(await loadEventState(tx, eventId), number);
}
