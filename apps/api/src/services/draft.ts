// A pod's Rochester Draft and draft sheet (Appendix A 4–7, 235): stored tables and picks replayed through the domain.
import { builtInCatalog } from '@tcg/domain/catalog';
import {
  boosterDraftSheet,
  callerView,
  checkLimited,
  energyAnnounced,
  draftFormat,
  draftSheet,
  draftStart,
  draftUnderWay,
  findBreakdown,
  layOut,
  nextPhase,
  pick,
  pickDeadline,
  replayDraft,
  reviewEndsAt,
  rochesterDraft,
  rochesterPackGroups,
  tableLayout,
  timeoutPick,
  validateTableCards,
  type LimitedFormatId,
  type PickState,
  type Table,
} from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';
import {
  draftRepository,
  eventRow,
  lockEvent,
  podRepository,
  limitedSettingsOf,
  type SeatedPod,
  type StoredDraft,
  type Tx,
} from '@tcg/db';
import type { Draft, Of, Sheet } from '@tcg/contract';

type DraftView = Of<typeof Draft>;
type DraftSettingsInput = { firstSeat: number; pickSeconds?: number; reviewSeconds?: number };

const replay = (draft: StoredDraft, seats: number): PickState =>
  must(
    replayDraft(
      { seats, ...draft },
      draft.tables.map((t) => ({
        cards: t.cardIds.length,
        laidOutAtMs: t.laidOutAt.getTime(),
        picks: t.picks.map((p) => ({ ...p, card: p.cardNumber, atMs: p.pickedAt.getTime() })),
      })),
    ),
  );

/** The cards on the table by number, with who took each. */
function cardsOnTable(cardIds: readonly string[], table: Table): DraftView['cards'] {
  const picks = new Map(table.picks.map((p, i) => [p.card, { ...p, pickNumber: i + 1 }]));
  return cardIds.map((cardId, i) => {
    const taken = picks.get(i + 1);
    const name = builtInCatalog.cardsById.get(cardId)?.name ?? cardId;
    return {
      number: i + 1,
      cardId,
      name,
      takenBy: taken?.seat ?? null,
      pickNumber: taken?.pickNumber ?? null,
      oldestCardGiven: taken?.oldestCardGiven ?? false,
    };
  });
}

function draftedBySeat(state: PickState): Map<number, number> {
  const drafted = new Map<number, number>();
  for (const t of state.tables) for (const p of t.picks) drafted.set(p.seat, (drafted.get(p.seat) ?? 0) + 1);
  return drafted;
}

function view(pod: SeatedPod, draft: StoredDraft, nowMs: number): DraftView {
  const state = replay(draft, pod.seats.length);
  const caller = callerView(state, nowMs);
  const last = state.tables[state.tables.length - 1];
  const table = last && (caller.status === 'review' || caller.status === 'pick') ? last : null;
  const cards = table ? cardsOnTable(draft.tables[draft.tables.length - 1]!.cardIds, table) : [];
  const drafted = draftedBySeat(state);
  return {
    ...caller,
    pod: pod.number,
    seats: pod.seats.map((s) => ({ ...s, drafted: drafted.get(s.seat) ?? 0 })),
    firstSeat: state.firstSeat,
    pickSeconds: state.pickSeconds,
    reviewSeconds: state.reviewSeconds,
    tablesLaidOut: state.tables.length,
    tablesTotal: 3 * state.seats,
    turn: table ? table.turn : (nextPhase(state)?.turn ?? null),
    reviewEndsAt: table ? new Date(reviewEndsAt(state, table)).toISOString() : null,
    pickDeadline: table ? new Date(pickDeadline(state, table)).toISOString() : null,
    cards,
    rows: tableLayout(cards.length),
    order: table ? [...table.order] : [],
  };
}

async function startedDraft(tx: Tx, eventId: string, number: number): Promise<{ pod: SeatedPod; draft: StoredDraft }> {
  const pod = await podRepository.pod(tx, eventId, number);
  return { pod, draft: must(draftUnderWay(number, await draftRepository.load(tx, pod))) };
}

export async function readDraft(tx: Tx, eventId: string, number: number, nowMs: number): Promise<DraftView> {
  const { pod, draft } = await startedDraft(tx, eventId, number);
  return view(pod, draft, nowMs);
}

/** The event's built-in Limited format (NOT_LIMITED otherwise) and its stored settings. */
async function limitedEvent(tx: Tx, eventId: string) {
  const event = await eventRow(tx, eventId);
  const format: LimitedFormatId = must(checkLimited(event, 'product'));
  return { format, settings: limitedSettingsOf(event, format) };
}

/** The judge designates the first seat (Appendix A 6); the head judge's pick time (A 4) and the review time (A 5). */
export async function beginDraft(
  tx: Tx,
  eventId: string,
  number: number,
  input: DraftSettingsInput,
  atMs: number,
  actor: string,
): Promise<DraftView> {
  await lockEvent(tx, eventId);
  const { format, settings } = await limitedEvent(tx, eventId);
  must(rochesterDraft(format));
  must(energyAnnounced(settings.energy, 'the draft starts'));
  const pod = await podRepository.pod(tx, eventId, number);
  const state = must(
    draftStart(number, (await draftRepository.load(tx, pod)) !== null, { seats: pod.seats.length, ...input }),
  );
  await draftRepository.create(
    tx,
    pod,
    { firstSeat: state.firstSeat, pickSeconds: state.pickSeconds, reviewSeconds: state.reviewSeconds },
    actor,
  );
  return readDraft(tx, eventId, number, atMs);
}

/** One write to a started draft: lock the event, replay, apply, answer the new state. */
async function write(
  tx: Tx,
  eventId: string,
  number: number,
  atMs: number,
  apply: (pod: SeatedPod, draft: StoredDraft, state: PickState) => Promise<void>,
) {
  await lockEvent(tx, eventId);
  const { pod, draft } = await startedDraft(tx, eventId, number);
  await apply(pod, draft, replay(draft, pod.seats.length));
  return readDraft(tx, eventId, number, atMs);
}

/** The two sets the Active player opens in this pack group, when the event's breakdown gives them (Appendix A 2). */
function packSets(breakdownId: string, group: number): string[] | null {
  const breakdown = findBreakdown('rochester-draft', breakdownId);
  const groups = breakdown.ok ? rochesterPackGroups(breakdown.value) : null;
  return groups?.ok ? groups.value[group - 1]! : null;
}

/** The Active player's two packs, card ids in order of placement, basic Energy removed (Appendix A 2, 4). */
export const layOutTable = (tx: Tx, eventId: string, number: number, cardIds: string[], atMs: number, actor: string) =>
  write(tx, eventId, number, atMs, async (pod, draft, state) => {
    const phase = nextPhase(state);
    const { settings } = await limitedEvent(tx, eventId);
    must(validateTableCards(builtInCatalog, cardIds, phase ? packSets(settings.breakdown, phase.group) : null));
    const after = must(layOut(state, cardIds.length, atMs));
    await draftRepository.addTable(
      tx,
      pod,
      draft,
      { number: after.tables.length, active: phase?.active, cardIds },
      atMs,
      actor,
    );
  });

async function savePick(tx: Tx, pod: SeatedPod, draft: StoredDraft, after: PickState, atMs: number, actor: string) {
  const table = after.tables[after.tables.length - 1]!;
  const p = table.picks[table.picks.length - 1]!;
  const pickNumber = table.picks.length;
  await draftRepository.addPick(
    tx,
    pod,
    draft.tables[after.tables.length - 1]!,
    { pickNumber, seat: p.seat, card: p.card, oldestCardGiven: p.oldestCardGiven },
    atMs,
    actor,
  );
}

/** The seat whose pick it is takes a card by its number; touching a card is final (Appendix A 4). */
export const pickCard = (
  tx: Tx,
  eventId: string,
  number: number,
  seat: number,
  card: number,
  atMs: number,
  actor: string,
) =>
  write(tx, eventId, number, atMs, (pod, draft, state) =>
    savePick(tx, pod, draft, must(pick(state, seat, card, atMs)), atMs, actor),
  );

/** Time ran out: the pod judge gives the player whose pick it is the oldest card still on the table (Appendix A 4). */
export const giveOldestCard = (tx: Tx, eventId: string, number: number, atMs: number, actor: string) =>
  write(tx, eventId, number, atMs, (pod, draft, state) =>
    savePick(tx, pod, draft, must(timeoutPick(state, atMs)), atMs, actor),
  );

/** A pod's printable sheet: who picks card 1…N in each Rochester phase, or how Booster Draft packs pass (Appendix A 1, 6–7, 235). */
export async function podSheet(tx: Tx, eventId: string, number: number): Promise<Of<typeof Sheet>> {
  const { format: limited, settings } = await limitedEvent(tx, eventId);
  const format = must(draftFormat(limited));
  const pod = await podRepository.pod(tx, eventId, number);
  const found = findBreakdown(format, settings.breakdown);
  const chosen = found.ok ? { breakdown: found.value } : {};
  const firstSeat = (await draftRepository.load(tx, pod))?.firstSeat ?? 1;
  const seats = pod.seats.length;
  return {
    pod: number,
    format,
    seats: pod.seats,
    firstSeat,
    cardsPerPhase: settings.cardsPerPhase,
    rochester:
      format === 'rochester-draft'
        ? must(draftSheet({ seats, firstSeat, cards: settings.cardsPerPhase, ...chosen }))
        : null,
    passing: format === 'booster-draft' ? must(boosterDraftSheet(seats, chosen.breakdown)) : null,
  };
}
