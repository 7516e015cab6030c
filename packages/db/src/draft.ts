// A pod's live Rochester Draft, stored table by table and pick by pick.
import { TableCards } from '@tcg/contract';
import { decode } from './corruptData.ts';
import { writeAudit } from './audit.ts';
import { notFound } from '@tcg/domain/shared';
import type { DraftTable as TableRow } from './generated/prisma/client.ts';
import type { SeatedPod } from './pods.ts';
import type { Tx } from './transaction.ts';

export interface DraftSettingsRecord {
  firstSeat: number;
  pickSeconds: number;
  reviewSeconds: number;
}

export interface StoredPick {
  seat: number;
  cardNumber: number;
  oldestCardGiven: boolean;
  pickedAt: Date;
}

export interface StoredTable {
  id: string;
  number: number;
  /** Card ids in order of placement. */
  cardIds: string[];
  laidOutAt: Date;
  picks: StoredPick[];
}

export interface StoredDraft extends DraftSettingsRecord {
  id: string;
  tables: StoredTable[];
}

/** The pick to store: the table's pick number, the seat, the card's number on the table. */
export interface NewPick {
  pickNumber: number;
  seat: number;
  card: number;
  oldestCardGiven: boolean;
}

const toTable = (table: TableRow & { picks: StoredPick[] }): StoredTable => ({
  id: table.id,
  number: table.number,
  cardIds: decode(TableCards, table.cardIds, `cards of draft table ${table.id}`),
  laidOutAt: table.laidOutAt,
  picks: table.picks,
});

export const draftRepository = {
  /** The pod's draft with its tables and picks in order; null before it starts. */
  async load(tx: Tx, pod: SeatedPod): Promise<StoredDraft | null> {
    const draft = await tx.draft.findUnique({
      where: { podId: pod.id },
      include: { tables: { orderBy: { number: 'asc' }, include: { picks: { orderBy: { pickNumber: 'asc' } } } } },
    });
    if (!draft) return null;
    const { id, firstSeat, pickSeconds, reviewSeconds } = draft;
    return { id, firstSeat, pickSeconds, reviewSeconds, tables: draft.tables.map(toTable) };
  },

  async create(tx: Tx, pod: SeatedPod, settings: DraftSettingsRecord, actor: string): Promise<void> {
    await tx.draft.create({ data: { podId: pod.id, ...settings } });
    await writeAudit(tx, pod.eventId, actor, 'draft.start', { after: { pod: pod.number, ...settings } });
  },

  /** Table `number`, laid out by the Active player at `atMs`. */
  async addTable(
    tx: Tx,
    pod: SeatedPod,
    draft: StoredDraft,
    table: { number: number; active: number | undefined; cardIds: string[] },
    atMs: number,
    actor: string,
  ): Promise<void> {
    await tx.draftTable.create({
      data: { draftId: draft.id, number: table.number, cardIds: table.cardIds, laidOutAt: new Date(atMs) },
    });
    await writeAudit(tx, pod.eventId, actor, 'draft.layOut', {
      after: { pod: pod.number, table: table.number, active: table.active, cardIds: table.cardIds },
    });
  },

  async addPick(tx: Tx, pod: SeatedPod, table: StoredTable, pick: NewPick, atMs: number, actor: string): Promise<void> {
    const cardId = table.cardIds[pick.card - 1]!;
    const playerId = pod.seats.find((s) => s.seat === pick.seat)!.playerId;
    const { pickNumber, seat, card, oldestCardGiven } = pick;
    await tx.draftPick.create({
      data: {
        tableId: table.id,
        pickNumber,
        seat,
        playerId,
        cardNumber: card,
        cardId,
        oldestCardGiven,
        pickedAt: new Date(atMs),
      },
    });
    const action = oldestCardGiven ? 'draft.oldestCard' : 'draft.pick';
    await writeAudit(tx, pod.eventId, actor, action, {
      after: { pod: pod.number, table: table.number, pick: pickNumber, seat, card, cardId },
    });
  },

  /** The cards a player drafted in this event (or in one pod of it), counted by card id. */
  async drafted(
    tx: Tx,
    eventId: string,
    playerId: string,
    podNumber?: number,
  ): Promise<{ cards: { cardId: string; count: number }[] }> {
    const registration = await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } } });
    if (!registration) {
      if (!(await tx.event.findUnique({ where: { id: eventId }, select: { id: true } })))
        throw notFound('event', eventId);
      throw notFound('player', playerId);
    }
    const rows = await tx.draftPick.groupBy({
      by: ['cardId'],
      where: {
        playerId,
        table: { draft: { pod: { eventId, ...(podNumber === undefined ? {} : { number: podNumber }) } } },
      },
      _count: { _all: true },
      orderBy: { cardId: 'asc' },
    });
    return { cards: rows.map((r) => ({ cardId: r.cardId, count: r._count._all })) };
  },
};
