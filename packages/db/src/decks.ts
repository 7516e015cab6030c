// Registered decklists with their legality when registered, and judges' deck checks.
import { type DeckCheckRecord, DeckVerdict, type Of, type RegisteredDeck, type TableDecks } from '@tcg/contract';
import { decklistFingerprint } from '@tcg/domain/deck';
import type { LimitedStage } from '@tcg/domain/draft';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { DeckRegistration as DeckRow, DeckCheck as CheckRow } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type DeckView = Of<typeof RegisteredDeck>;
type CheckView = Of<typeof DeckCheckRecord>;
type PlayerNames = Map<string, DeckView['player']>;

/** A list as the deck check judged it on the day it was registered. */
export interface DeckSubmission {
  list: string;
  /** The player says the deck mixes card backs (202). */
  mixedBacks: boolean;
  format: string;
  checkedOn: string;
  legality: Of<typeof DeckVerdict>;
}

const toDeck = (row: DeckRow, players: PlayerNames): DeckView => ({
  eventId: row.eventId,
  playerId: row.playerId,
  player: players.get(row.playerId) ?? null,
  list: row.list,
  fingerprint: decklistFingerprint(row.list),
  mixedBacks: row.mixedBacks,
  format: row.format,
  checkedOn: row.checkedOn,
  legality: decode(DeckVerdict, row.legality, `legality of the deck of ${row.playerId}`),
  submittedAt: row.submittedAt.toISOString(),
});

const toCheck = (row: CheckRow): CheckView => ({
  ...row,
  outcome: row.outcome as CheckView['outcome'],
  at: row.at.toISOString(),
});

async function playerNames(tx: Tx, ids: readonly string[]): Promise<PlayerNames> {
  const rows = await tx.player.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, firstName: true, lastName: true, dciNumber: true },
  });
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

export const deckRepository = {
  async list(tx: Tx, eventId: string): Promise<DeckView[]> {
    const rows = await tx.deckRegistration.findMany({ where: { eventId }, orderBy: { submittedAt: 'asc' } });
    const names = await playerNames(
      tx,
      rows.map((r) => r.playerId),
    );
    return rows.map((row) => toDeck(row, names));
  },

  /** Stores (or replaces) a player's list for their stage, with its audit entry. */
  async register(
    tx: Tx,
    eventId: string,
    playerId: string,
    stage: LimitedStage,
    deck: DeckSubmission,
    actor: string,
  ): Promise<DeckView> {
    const key = { eventId_playerId: { eventId, playerId } };
    const before = await tx.deckRegistration.findUnique({ where: key });
    const data = {
      list: deck.list,
      mixedBacks: deck.mixedBacks,
      format: deck.format,
      checkedOn: deck.checkedOn,
      legal: deck.legality.legal,
      legality: deck.legality,
      stage,
    };
    const row = await tx.deckRegistration.upsert({
      where: key,
      create: { eventId, playerId, ...data },
      update: { ...data, submittedAt: new Date() },
    });
    const summary = (r: DeckRow) => ({
      playerId: r.playerId,
      list: r.list,
      format: r.format,
      checkedOn: r.checkedOn,
      legal: r.legal,
    });
    await writeAudit(tx, eventId, actor, 'deck.register', { before: before && summary(before), after: summary(row) });
    return toDeck(row, await playerNames(tx, [playerId]));
  },

  /** Stores a registered list's verdict judged again (the event's date or promo choice changed), with its audit entry. */
  async judged(
    tx: Tx,
    eventId: string,
    playerId: string,
    { checkedOn, legality }: Pick<DeckSubmission, 'checkedOn' | 'legality'>,
    actor: string,
  ): Promise<void> {
    const key = { eventId_playerId: { eventId, playerId } };
    const before = await tx.deckRegistration.findUniqueOrThrow({
      where: key,
      select: { checkedOn: true, legal: true },
    });
    await tx.deckRegistration.update({ where: key, data: { checkedOn, legal: legality.legal, legality } });
    await writeAudit(tx, eventId, actor, 'deck.judge', {
      before: { playerId, ...before },
      after: { playerId, checkedOn, legal: legality.legal },
    });
  },

  /** The players at a table in the event's latest round, with their registered lists; null when there is no such table. */
  async atTable(tx: Tx, eventId: string, table: number): Promise<Of<typeof TableDecks> | null> {
    const round = await tx.round.findFirst({
      where: { eventId },
      orderBy: { number: 'desc' },
      select: { id: true, number: true },
    });
    if (!round) return null;
    const match = await tx.match.findFirst({
      where: { roundId: round.id, tableNumber: table },
      select: { playerAId: true, playerBId: true },
    });
    if (!match) return null;
    const ids = [match.playerAId, match.playerBId].filter((id): id is string => id !== null);
    const rows = await tx.deckRegistration.findMany({ where: { eventId, playerId: { in: ids } } });
    const names = await playerNames(tx, ids);
    const decks = new Map(rows.map((row) => [row.playerId, toDeck(row, names)]));
    return {
      round: round.number,
      table,
      players: ids.map((playerId) => ({
        playerId,
        player: names.get(playerId) ?? null,
        deck: decks.get(playerId) ?? null,
      })),
    };
  },

  /** Whether the player sat at that table in that round. */
  async seated(
    tx: Tx,
    { eventId, playerId, round, table }: Pick<CheckView, 'eventId' | 'playerId' | 'round' | 'table'>,
  ): Promise<boolean> {
    const matches = await tx.match.count({
      where: {
        tableNumber: table,
        round: { eventId, number: round },
        OR: [{ playerAId: playerId }, { playerBId: playerId }],
      },
    });
    return matches > 0;
  },

  async recordCheck(tx: Tx, check: Omit<CheckView, 'id' | 'at'>): Promise<CheckView> {
    const { eventId, playerId, round, table, outcome } = check;
    const row = await tx.deckCheck.create({ data: check });
    await writeAudit(tx, eventId, check.judge, 'deck.check', {
      reason: check.note,
      after: { playerId, round, table, outcome },
    });
    return toCheck(row);
  },

  async checks(tx: Tx, eventId: string): Promise<CheckView[]> {
    return (await tx.deckCheck.findMany({ where: { eventId }, orderBy: { at: 'asc' } })).map(toCheck);
  },
};
