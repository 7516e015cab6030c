// 202, 221: registered decklists with their legality when registered, locked once round 1 is paired; judges' deck checks.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import { stageLocked, stageOf } from './pools.ts';

export interface DeckLegality {
  legal: boolean;
  total: number;
  counts: { pokemon: number; trainer: number; energy: number };
  problems: unknown[];
  notices: unknown[];
}

export interface DeckRecord {
  eventId: string;
  playerId: string;
  player: { firstName: string; lastName: string; dciNumber: string } | null;
  list: string;
  format: string;
  checkedOn: string;
  legality: DeckLegality;
  submittedAt: string;
}

export interface DeckCheckRecord {
  id: string;
  eventId: string;
  playerId: string;
  round: number;
  table: number;
  outcome: 'matches' | 'does-not-match';
  note: string | null;
  judge: string;
  at: string;
}

export interface TableDecks {
  round: number;
  table: number;
  players: { playerId: string; player: DeckRecord['player']; deck: DeckRecord | null }[];
}

/** Why a write was refused; the API turns each into its status and message. */
export type DeckRefusal = 'EVENT_NOT_FOUND' | 'NOT_REGISTERED' | 'DECKS_LOCKED' | 'NOT_AT_TABLE';

export class DeckRefused extends Error {
  constructor(readonly code: DeckRefusal) {
    super(code);
    this.name = 'DeckRefused';
  }
}

type Row = Prisma.DeckRegistrationGetPayload<object>;
type PlayerNames = Map<string, DeckRecord['player']>;

const toRecord = (row: Row, players: PlayerNames): DeckRecord => ({
  eventId: row.eventId,
  playerId: row.playerId,
  player: players.get(row.playerId) ?? null,
  list: row.list,
  format: row.format,
  checkedOn: row.checkedOn,
  legality: row.legality as unknown as DeckLegality,
  submittedAt: row.submittedAt.toISOString(),
});

async function playerNames(prisma: Prisma.TransactionClient | PrismaClient, ids: readonly string[]): Promise<PlayerNames> {
  const rows = await prisma.player.findMany({ where: { id: { in: [...ids] } }, select: { id: true, firstName: true, lastName: true, dciNumber: true } });
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

export interface DeckSubmission {
  list: string;
  format: string;
  checkedOn: string;
  legality: DeckLegality;
}

export function deckRepository(prisma: PrismaClient) {
  return {
    /** Whether round 1 is paired: from then on lists are locked. */
    async locked(eventId: string): Promise<boolean> {
      return (await prisma.round.count({ where: { eventId, number: 1 } })) > 0;
    },

    async list(eventId: string): Promise<DeckRecord[]> {
      const rows = await prisma.deckRegistration.findMany({ where: { eventId }, orderBy: { submittedAt: 'asc' } });
      const names = await playerNames(prisma, rows.map((r) => r.playerId));
      return rows.map((row) => toRecord(row, names));
    },

    /** Stores (or replaces) a player's list with its audit entry; refused once round 1 is paired (for the Top 8 after the redraft: once the cut is made). */
    async register(eventId: string, playerId: string, deck: DeckSubmission, actor: string): Promise<DeckRecord> {
      return prisma.$transaction(async (tx) => {
        if (!(await tx.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw new DeckRefused('EVENT_NOT_FOUND');
        if (!(await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: { id: true } }))) throw new DeckRefused('NOT_REGISTERED');
        const stage = await stageOf(tx, eventId, playerId);
        if (await stageLocked(tx, eventId, stage)) throw new DeckRefused('DECKS_LOCKED');
        const before = await tx.deckRegistration.findUnique({ where: { eventId_playerId: { eventId, playerId } } });
        const data = { list: deck.list, format: deck.format, checkedOn: deck.checkedOn, legal: deck.legality.legal, legality: deck.legality as unknown as Prisma.InputJsonValue, stage };
        const row = await tx.deckRegistration.upsert({
          where: { eventId_playerId: { eventId, playerId } },
          create: { eventId, playerId, ...data },
          update: { ...data, submittedAt: new Date() },
        });
        const summary = (r: Row) => ({ playerId: r.playerId, list: r.list, format: r.format, checkedOn: r.checkedOn, legal: r.legal });
        await tx.auditEntry.create({
          data: { eventId, actor, action: 'deck.register', ...(before ? { before: summary(before) } : {}), after: summary(row) },
        });
        return toRecord(row, await playerNames(tx, [playerId]));
      });
    },

    /** The players at a table in the event's latest round, with their registered lists; null when there is no such table. */
    async atTable(eventId: string, table: number): Promise<TableDecks | null> {
      const round = await prisma.round.findFirst({ where: { eventId }, orderBy: { number: 'desc' }, select: { id: true, number: true } });
      if (!round) return null;
      const match = await prisma.match.findFirst({ where: { roundId: round.id, tableNumber: table }, select: { playerAId: true, playerBId: true } });
      if (!match) return null;
      const ids = [match.playerAId, match.playerBId].filter((id): id is string => id !== null);
      const rows = await prisma.deckRegistration.findMany({ where: { eventId, playerId: { in: ids } } });
      const names = await playerNames(prisma, ids);
      const decks = new Map(rows.map((row) => [row.playerId, toRecord(row, names)]));
      return { round: round.number, table, players: ids.map((playerId) => ({ playerId, player: names.get(playerId) ?? null, deck: decks.get(playerId) ?? null })) };
    },

    /** A judge's deck check, only for a player seated at that table in that round. */
    async recordCheck(check: Omit<DeckCheckRecord, 'id' | 'at'>): Promise<DeckCheckRecord> {
      return prisma.$transaction(async (tx) => {
        const { eventId, playerId, round, table } = check;
        if (!(await tx.event.findUnique({ where: { id: eventId }, select: { id: true } }))) throw new DeckRefused('EVENT_NOT_FOUND');
        const seated = await tx.match.count({
          where: { tableNumber: table, round: { eventId, number: round }, OR: [{ playerAId: playerId }, { playerBId: playerId }] },
        });
        if (seated === 0) throw new DeckRefused('NOT_AT_TABLE');
        const row = await tx.deckCheck.create({ data: check });
        await tx.auditEntry.create({
          data: { eventId, actor: check.judge, action: 'deck.check', reason: check.note, after: { playerId, round, table, outcome: check.outcome } },
        });
        return { ...row, outcome: row.outcome as DeckCheckRecord['outcome'], at: row.at.toISOString() };
      });
    },

    async checks(eventId: string): Promise<DeckCheckRecord[]> {
      const rows = await prisma.deckCheck.findMany({ where: { eventId }, orderBy: { at: 'asc' } });
      return rows.map((row) => ({ ...row, outcome: row.outcome as DeckCheckRecord['outcome'], at: row.at.toISOString() }));
    },
  };
}

export type DeckRepository = ReturnType<typeof deckRepository>;
