// Penalties given in an event and the event's penalty catalogue: load, save and audit; the domain decides.
import { type Of, PenaltyCatalog, type PenaltyHistory, PenaltyRecord } from '@tcg/contract';
import { defaultPenaltyCatalog } from '@tcg/domain/penalty';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { Prisma } from './generated/prisma/client.ts';
import { notFound } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';
import { eventsHiddenFrom, eventsVisibleTo } from './visibility.ts';

type PenaltyView = Of<typeof PenaltyRecord>;
type Catalog = Of<typeof PenaltyCatalog>;

export interface NewPenaltyRecord {
  eventId: string;
  playerId: string;
  round: number | null;
  table: number | null;
  infraction: PenaltyView['infraction'];
  penalty: PenaltyView['penalty'];
  proposed: PenaltyView['proposed'];
  description: string;
}

const withPlayer = { player: { select: { id: true, dciNumber: true, firstName: true, lastName: true } } } as const;
type Row = Prisma.PenaltyGetPayload<{ include: typeof withPlayer }>;

function toPenalty(row: Row): PenaltyView {
  const { player } = row;
  const view = {
    id: row.id,
    eventId: row.eventId,
    round: row.round,
    table: row.table,
    player: { id: player.id, dciNumber: player.dciNumber, name: `${player.firstName} ${player.lastName}` },
    infraction: row.infraction,
    penalty: row.penalty,
    proposed: row.proposed,
    description: row.description,
    judge: row.judge,
    change: row.changedBy && row.changeReason ? { by: row.changedBy, reason: row.changeReason } : null,
    createdAt: row.createdAt.toISOString(),
  };
  return decode(PenaltyRecord, view, `penalty ${row.id}`);
}

export const penaltyRepository = {
  /** The event's catalogue, or the DCI Penalty Guidelines' default when the event has none of its own. */
  async catalog(tx: Tx, eventId: string): Promise<Catalog> {
    const event = await tx.event.findUnique({ where: { id: eventId }, select: { penaltyCatalog: true } });
    if (!event) throw notFound('event', eventId);
    return event.penaltyCatalog === null
      ? defaultPenaltyCatalog
      : decode(PenaltyCatalog, event.penaltyCatalog, `penalty catalogue of event ${eventId}`);
  },

  async setCatalog(tx: Tx, eventId: string, catalog: Catalog, actor: string): Promise<Catalog> {
    const before = await penaltyRepository.catalog(tx, eventId);
    await tx.event.update({ where: { id: eventId }, data: { penaltyCatalog: catalog } });
    await writeAudit(tx, eventId, actor, 'penalty.catalog', { before, after: catalog });
    return catalog;
  },

  async list(tx: Tx, eventId: string): Promise<PenaltyView[]> {
    const rows = await tx.penalty.findMany({
      where: { eventId },
      include: withPlayer,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toPenalty);
  },

  async get(tx: Tx, eventId: string, id: string): Promise<PenaltyView> {
    const row = await tx.penalty.findFirst({ where: { id, eventId }, include: withPlayer });
    if (!row) throw notFound('penalty', id);
    return toPenalty(row);
  },

  async create(tx: Tx, data: NewPenaltyRecord, actor: string): Promise<PenaltyView> {
    const row = await tx.penalty.create({ data: { ...data, judge: actor }, include: withPlayer });
    const penalty = toPenalty(row);
    await writeAudit(tx, data.eventId, actor, 'penalty.record', { reason: data.description, after: penalty });
    return penalty;
  },

  /** The head judge's upgrade or downgrade, with the reason, in the record and the audit trail. */
  async change(
    tx: Tx,
    before: PenaltyView,
    change: { penalty: PenaltyView['penalty']; direction: string; reason: string },
    actor: string,
  ): Promise<PenaltyView> {
    const row = await tx.penalty.update({
      where: { id: before.id },
      data: { penalty: change.penalty, changedBy: actor, changeReason: change.reason },
      include: withPlayer,
    });
    const after = toPenalty(row);
    await writeAudit(tx, before.eventId, actor, `penalty.${change.direction}`, {
      reason: change.reason,
      before,
      after,
    });
    return after;
  },

  /** The penalties given under a DCI number in every other event, newest first (each registration has its own Player row). */
  /** A DCI number's penalties in the other events the account may see, newest first, and how many are in private events it may not. */
  async history(
    tx: Tx,
    dciNumber: string,
    exceptEventId: string,
    accountId: string | null,
  ): Promise<Omit<Of<typeof PenaltyHistory>, 'player'>> {
    const others = { player: { dciNumber }, eventId: { not: exceptEventId } };
    const rows = await tx.penalty.findMany({
      where: { ...others, event: eventsVisibleTo(accountId) },
      include: { ...withPlayer, event: { select: { name: true, date: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
    const hidden = await tx.penalty.count({ where: { ...others, event: eventsHiddenFrom(accountId) } });
    return {
      penalties: rows.map((row) => ({
        ...toPenalty(row),
        eventName: row.event.name,
        eventDate: row.event.date.toISOString().slice(0, 10),
      })),
      hidden,
    };
  },
};
