// Appendix A 4–7: a pod's live Rochester Draft, stored table by table and pick by pick, replayed through the domain.
import { builtInCatalog } from '@tcg/domain/catalog';
import {
  callerView,
  findBreakdown,
  layOut,
  nextPhase,
  pick,
  pickDeadline,
  reviewEndsAt,
  rochesterPackGroups,
  startDraft,
  tableLayout,
  timeoutPick,
  validateTableCards,
  type CallerView,
  type PickState,
  type Table,
} from '@tcg/domain/draft';
import { AppError, RuleViolation, type Result, type RuleError } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { lockEvent, notFound, TX_OPTIONS, type Tx } from './eventState.ts';
import type { Draft as DraftRow, DraftPick as PickRow, DraftTable as TableRow, Event as EventRow, PrismaClient } from './generated/prisma/client.ts';
import { limitedFormatOf, settingsOf } from './product.ts';

/** Refusals that depend on where the draft stands (409); the rest are bad input (400). */
const CONFLICTS = new Set(['PICK_OUT_OF_ORDER', 'CARD_ALREADY_TAKEN', 'NO_CARDS_ON_TABLE', 'REVIEW_NOT_OVER', 'PICK_TIME_NOT_OVER', 'TABLE_NOT_CLEARED', 'DRAFT_COMPLETE', 'TIME_ORDER']);

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
}

const conflict = (error: RuleError) => new RuleViolation(error);

export interface DraftSettingsInput {
  firstSeat: number;
  pickSeconds?: number;
  reviewSeconds?: number;
}

export interface DraftCardRecord {
  number: number;
  cardId: string;
  name: string;
  /** The seat that took it, null while it is on the table. */
  takenBy: number | null;
  pickNumber: number | null;
  oldestCardGiven: boolean;
}

export interface DraftRecord extends CallerView {
  pod: number;
  seats: { seat: number; playerId: string; name: string; drafted: number }[];
  firstSeat: number;
  pickSeconds: number;
  reviewSeconds: number;
  /** Tables laid out so far, of three pack groups × seats. */
  tablesLaidOut: number;
  tablesTotal: number;
  turn: number | null;
  reviewEndsAt: string | null;
  pickDeadline: string | null;
  cards: DraftCardRecord[];
  /** Card numbers in rows of seven, as laid out (Appendix A 4). */
  rows: number[][];
  /** The pick order of the cards on the table: the seat taking pick 1, 2, … */
  order: number[];
}

type StoredDraft = DraftRow & { tables: (TableRow & { picks: PickRow[] })[] };
type StoredPod = NonNullable<Awaited<ReturnType<typeof findPod>>>;

const cardIdsOf = (table: TableRow): string[] => table.cardIds as string[];

function findPod(db: Tx, eventId: string, number: number) {
  return db.pod.findUnique({
    where: { eventId_number: { eventId, number } },
    include: {
      seats: { orderBy: { seat: 'asc' } },
      draft: { include: { tables: { orderBy: { number: 'asc' }, include: { picks: { orderBy: { pickNumber: 'asc' } } } } } },
    },
  });
}

async function loadPod(db: Tx, eventId: string, number: number): Promise<StoredPod> {
  const pod = await findPod(db, eventId, number);
  if (!pod) {
    if (!(await db.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw notFound('event', eventId);
    throw new AppError('POD_NOT_FOUND', `No pod ${number} in this event.`);
  }
  return pod;
}

function draftOf(pod: StoredPod): StoredDraft {
  if (!pod.draft) throw conflict({ code: 'DRAFT_NOT_STARTED', message: `Pod ${pod.number}'s draft has not started.`, section: 'Appendix A 6' });
  return pod.draft;
}

/** The stored draft as the domain's pick state: every table and pick applied again, in order. */
function replay(draft: StoredDraft, seats: number): PickState {
  let state = must(startDraft({ seats, firstSeat: draft.firstSeat, pickSeconds: draft.pickSeconds, reviewSeconds: draft.reviewSeconds }));
  for (const table of draft.tables) {
    state = must(layOut(state, cardIdsOf(table).length, table.laidOutAt.getTime()));
    for (const p of table.picks) {
      const at = p.pickedAt.getTime();
      state = must(p.oldestCardGiven ? timeoutPick(state, at) : pick(state, p.seat, p.cardNumber, at));
    }
  }
  return state;
}

/** The cards on the table by number, with who took each. */
function cardsOnTable(cardIds: readonly string[], table: Table): DraftCardRecord[] {
  const picks = new Map(table.picks.map((p, i) => [p.card, { ...p, pickNumber: i + 1 }]));
  return cardIds.map((cardId, i) => {
    const taken = picks.get(i + 1);
    const name = builtInCatalog.cardsById.get(cardId)?.name ?? cardId;
    return { number: i + 1, cardId, name, takenBy: taken?.seat ?? null, pickNumber: taken?.pickNumber ?? null, oldestCardGiven: taken?.oldestCardGiven ?? false };
  });
}

function draftedBySeat(state: PickState): Map<number, number> {
  const drafted = new Map<number, number>();
  for (const t of state.tables) for (const p of t.picks) drafted.set(p.seat, (drafted.get(p.seat) ?? 0) + 1);
  return drafted;
}

function toRecord(pod: StoredPod, names: Map<string, string>, nowMs: number): DraftRecord {
  const draft = draftOf(pod);
  const state = replay(draft, pod.seats.length);
  const view = callerView(state, nowMs);
  const last = state.tables[state.tables.length - 1];
  const table = last && (view.status === 'review' || view.status === 'pick') ? last : null;
  const cards = table ? cardsOnTable(cardIdsOf(draft.tables[draft.tables.length - 1]!), table) : [];
  const drafted = draftedBySeat(state);
  return {
    ...view,
    pod: pod.number,
    seats: pod.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: names.get(s.playerId) ?? s.playerId, drafted: drafted.get(s.seat) ?? 0 })),
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

/** The draft as it stands at `nowMs`, with the players' names. */
async function recordOf(db: Tx, eventId: string, number: number, nowMs: number): Promise<DraftRecord> {
  const pod = await loadPod(db, eventId, number);
  const players = await db.player.findMany({ where: { id: { in: pod.seats.map((s) => s.playerId) } } });
  return toRecord(pod, new Map(players.map((p) => [p.id, `${p.firstName} ${p.lastName}`])), nowMs);
}

/** The two sets the Active player opens in this pack group, when the event's breakdown gives them. */
function packSets(event: EventRow, group: number): string[] | null {
  const breakdown = findBreakdown('rochester-draft', settingsOf(event).breakdown);
  const groups = breakdown.ok ? rochesterPackGroups(breakdown.value) : null;
  return groups?.ok ? groups.value[group - 1]! : null;
}

export function draftRepository(prisma: PrismaClient) {
  /** One write to a started draft: lock the event, replay, apply, store, audit, answer the new state. */
  function write(eventId: string, number: number, atMs: number, apply: (tx: Tx, pod: StoredPod, state: PickState) => Promise<void>) {
    return prisma.$transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const pod = await loadPod(tx, eventId, number);
      await apply(tx, pod, replay(draftOf(pod), pod.seats.length));
      return recordOf(tx, eventId, number, atMs);
    }, TX_OPTIONS);
  }

  async function savePick(tx: Tx, pod: StoredPod, before: PickState, after: PickState, atMs: number, actor: string) {
    const stored = draftOf(pod).tables[before.tables.length - 1]!;
    const table = after.tables[after.tables.length - 1]!;
    const p = table.picks[table.picks.length - 1]!;
    const cardId = cardIdsOf(stored)[p.card - 1]!;
    const playerId = pod.seats.find((s) => s.seat === p.seat)!.playerId;
    const data = { tableId: stored.id, pickNumber: table.picks.length, seat: p.seat, playerId, cardNumber: p.card, cardId, oldestCardGiven: p.oldestCardGiven, pickedAt: new Date(atMs) };
    await tx.draftPick.create({ data });
    const action = p.oldestCardGiven ? 'draft.oldestCard' : 'draft.pick';
    await writeAudit(tx, pod.eventId, actor, action, { after: { pod: pod.number, table: stored.number, pick: data.pickNumber, seat: p.seat, card: p.card, cardId } });
  }

  return {
    async get(eventId: string, number: number, nowMs: number): Promise<DraftRecord> {
      return recordOf(prisma, eventId, number, nowMs);
    },

    /** The judge designates the first seat (Appendix A 6); the head judge's pick time (A 4) and the review time (A 5). */
    start(eventId: string, number: number, input: DraftSettingsInput, atMs: number, actor: string): Promise<DraftRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const event = (await tx.event.findUnique({ where: { id: eventId } }))!;
        if (limitedFormatOf(event) !== 'rochester-draft') {
          throw conflict({ code: 'NOT_ROCHESTER_DRAFT', message: 'Only a Rochester Draft has a called draft; Booster Draft packs are passed.', section: '236' });
        }
        const pod = await loadPod(tx, eventId, number);
        if (pod.draft) throw conflict({ code: 'DRAFT_STARTED', message: `Pod ${number}'s draft has already started.`, section: 'Appendix A 6' });
        const state = must(startDraft({ seats: pod.seats.length, ...input }));
        const settings = { firstSeat: state.firstSeat, pickSeconds: state.pickSeconds, reviewSeconds: state.reviewSeconds };
        await tx.draft.create({ data: { podId: pod.id, ...settings } });
        await writeAudit(tx, eventId, actor, 'draft.start', { after: { pod: number, ...settings } });
        return recordOf(tx, eventId, number, atMs);
      }, TX_OPTIONS);
    },

    /** The Active player's two packs, card ids in order of placement, basic Energy removed (Appendix A 2, 4). */
    layOut: (eventId: string, number: number, cardIds: string[], atMs: number, actor: string) =>
      write(eventId, number, atMs, async (tx, pod, state) => {
        const phase = nextPhase(state);
        const event = (await tx.event.findUnique({ where: { id: eventId } }))!;
        must(validateTableCards(builtInCatalog, cardIds, phase ? packSets(event, phase.group) : null));
        const after = must(layOut(state, cardIds.length, atMs));
        const tableNumber = after.tables.length;
        await tx.draftTable.create({ data: { draftId: draftOf(pod).id, number: tableNumber, cardIds, laidOutAt: new Date(atMs) } });
        await writeAudit(tx, eventId, actor, 'draft.layOut', { after: { pod: number, table: tableNumber, active: phase?.active, cardIds } });
      }),

    /** The seat whose pick it is takes a card by its number; touching a card is final (Appendix A 4). */
    pick: (eventId: string, number: number, seat: number, card: number, atMs: number, actor: string) =>
      write(eventId, number, atMs, (tx, pod, state) => savePick(tx, pod, state, must(pick(state, seat, card, atMs)), atMs, actor)),

    /** Time ran out: the pod judge gives the player whose pick it is the oldest card still on the table (Appendix A 4). */
    timeout: (eventId: string, number: number, atMs: number, actor: string) =>
      write(eventId, number, atMs, (tx, pod, state) => savePick(tx, pod, state, must(timeoutPick(state, atMs)), atMs, actor)),

    /** The cards a player drafted in this event (or in one pod of it, e.g. the Top 8's redraft), for the pool (231). */
    async drafted(eventId: string, playerId: string, podNumber?: number): Promise<{ cards: { cardId: string; count: number }[] }> {
      const registration = await prisma.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } } });
      if (!registration) {
        if (!(await prisma.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw notFound('event', eventId);
        throw notFound('player', playerId);
      }
      const rows = await prisma.draftPick.groupBy({
        by: ['cardId'],
        where: { playerId, table: { draft: { pod: { eventId, ...(podNumber === undefined ? {} : { number: podNumber }) } } } },
        _count: { _all: true },
        orderBy: { cardId: 'asc' },
      });
      return { cards: rows.map((r) => ({ cardId: r.cardId, count: r._count._all })) };
    },
  };
}

export type DraftRepository = ReturnType<typeof draftRepository>;
