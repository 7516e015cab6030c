// Pod play as stored: rounds of tables with their seats, each table's entered result and version, with audit entries.
import { type Of, TableEntry } from '@tcg/contract';
import { decode } from './corruptData.ts';
import { writeAudit } from './audit.ts';
import type { Prisma } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

export type StoredTableEntry = Of<typeof TableEntry>;

export interface StoredPodTable {
  id: string;
  round: number;
  table: number;
  seats: string[];
  version: number;
  result: StoredTableEntry | null;
  reportedAt: string | null;
}

const withSeats = { seats: { orderBy: { seat: 'asc' } }, round: { select: { number: true, eventId: true } } } as const;

type TableRow = Prisma.PlayTableGetPayload<{ include: typeof withSeats }>;

const toStored = (row: TableRow): StoredPodTable => ({
  id: row.id,
  round: row.round.number,
  table: row.number,
  seats: row.seats.map((s) => s.playerId),
  version: row.version,
  result: row.result === null ? null : decode(TableEntry, row.result, `result of table ${row.id}`),
  reportedAt: row.reportedAt?.toISOString() ?? null,
});

export const podTableRepository = {
  /** Every table of the event, round by round, table by table. */
  async list(tx: Tx, eventId: string): Promise<StoredPodTable[]> {
    const rows = await tx.playTable.findMany({
      where: { round: { eventId } },
      include: withSeats,
      orderBy: [{ round: { number: 'asc' } }, { number: 'asc' }],
    });
    return rows.map(toStored);
  },

  /** The table with its event, or null when there is no such table. */
  async find(tx: Tx, id: string): Promise<(StoredPodTable & { eventId: string }) | null> {
    const row = await tx.playTable.findUnique({ where: { id }, include: withSeats });
    return row && { ...toStored(row), eventId: row.round.eventId };
  },

  /** Whether the event seats pod-play tables rather than pairing matches. */
  async isPodPlay(tx: Tx, eventId: string): Promise<boolean> {
    return (await tx.event.findUnique({ where: { id: eventId }, select: { type: true } }))?.type === 'pods';
  },

  async eventOf(tx: Tx, id: string): Promise<string | null> {
    // One query, as staffRepository.eventOfMatch: the table and its round are read together or not at all.
    return (
      (await tx.round.findFirst({ where: { tables: { some: { id } } }, select: { eventId: true } }))?.eventId ?? null
    );
  },

  /** Stores a seated round, published at once: a pod night has no draft to check (round 1 starts the event). */
  async seat(
    tx: Tx,
    eventId: string,
    number: number,
    seed: number,
    tables: readonly (readonly string[])[],
    actor: string,
  ): Promise<void> {
    const round = await tx.round.create({ data: { eventId, number, seed, stage: 'pods', publishedAt: new Date() } });
    for (const [i, seats] of tables.entries()) {
      await tx.playTable.create({
        data: {
          roundId: round.id,
          number: i + 1,
          seats: { create: seats.map((playerId, seat) => ({ seat: seat + 1, playerId })) },
        },
      });
    }
    if (number === 1) await tx.event.update({ where: { id: eventId }, data: { status: 'RUNNING' } });
    await writeAudit(tx, eventId, actor, 'round.seat', {
      after: { round: number, seed, tables: tables.map((t) => [...t]) },
    });
  },

  /** Stores a table's result when `version` is still current; false when someone else saved first. */
  async saveResult(
    tx: Tx,
    table: StoredPodTable & { eventId: string },
    version: number,
    entry: StoredTableEntry,
    reason: string | null,
    actor: string,
  ): Promise<boolean> {
    const saved = await tx.playTable.updateMany({
      where: { id: table.id, version },
      data: { result: entry, version: version + 1, reportedAt: new Date() },
    });
    if (saved.count === 0) return false;
    const action = table.result === null ? 'table.result' : 'table.correct';
    await writeAudit(tx, table.eventId, actor, action, {
      reason,
      before: table.result && { round: table.round, table: table.table, ...table.result },
      after: { round: table.round, table: table.table, ...entry },
    });
    return true;
  },

  /** The event is finished: every table of its last round has a result. */
  async finish(tx: Tx, eventId: string, actor: string): Promise<void> {
    await tx.event.update({ where: { id: eventId }, data: { status: 'FINISHED' } });
    await writeAudit(tx, eventId, actor, 'event.finish', {
      before: { status: 'running' },
      after: { status: 'finished' },
    });
  },
};
