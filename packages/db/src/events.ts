// Events: their settings, counts of entrants and rounds paired, and the Swiss rounds recommended for them.
import { DivisionGroups, type Event, GroupRounds, type Of, TableScoring } from '@tcg/contract';
import { decode } from './corruptData.ts';
import { swissRoundsFor, type EventSettings } from '@tcg/domain/event';
import type { EventPlay } from '@tcg/domain/podPlay';
import { writeAudit } from './audit.ts';
import { notFound } from '@tcg/domain/shared';
import { Prisma, type Event as EventRow } from './generated/prisma/client.ts';
import { decklistPublicationOf } from './decklists.ts';
import { podsSeated } from './podRounds.ts';
import { eventsVisibleTo } from './visibility.ts';
import type { Tx } from './transaction.ts';

export type EventRecord = Of<typeof Event>;

/** What an event update stores: the settings an organizer may change, privacy, and whether more rounds reopen it. */
export interface EventUpdate {
  settings: EventSettings;
  private: boolean;
  reopen: boolean;
}

/** Removes those of `players` that nothing refers to any more (rows shared with other events or the team registry stay). */
export async function removeUnusedPlayers(tx: Tx, players: readonly string[]): Promise<void> {
  const unused = {
    registrations: { none: {} },
    teamMemberships: { none: {} },
    tableSeats: { none: {} },
    penalties: { none: {} },
    seatsA: { none: {} },
    seatsB: { none: {} },
    avoidsA: { none: {} },
    avoidsB: { none: {} },
  };
  await tx.player.deleteMany({ where: { id: { in: [...players] }, ...unused } });
}

type Counted = EventRow & {
  _count: { registrations: number; roundsPaired: number };
  roundsPaired: { publishedAt: Date | null }[];
};

/** A team enters as its Player A's registration; Player B's rows do not count (or pair) on their own. */
const ENTRANTS = { OR: [{ teamSeat: null }, { teamSeat: 'A' }] };

/** A DATE column as the domain writes days: YYYY-MM-DD. */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const atDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const daysOf = ({ date, endDate }: EventSettings) => ({
  date: atDay(date),
  endDate: endDate === null ? null : atDay(endDate),
});

const SWISS = { stage: { not: 'elimination' } } as const;
const withCounts = {
  _count: { select: { registrations: { where: ENTRANTS }, roundsPaired: { where: SWISS } } },
  roundsPaired: { where: SWISS, select: { publishedAt: true } },
} as const;

const toRecord = (row: Counted, inPods = false): EventRecord => ({
  id: row.id,
  name: row.name,
  shortCode: row.shortCode,
  format: row.format,
  date: dayOf(row.date),
  endDate: row.endDate && dayOf(row.endDate),
  bestOf: row.bestOf,
  roundMinutes: row.roundMinutes,
  rounds: row.rounds,
  scoring: { policy: row.scoringPolicy as EventSettings['scoring']['policy'], alternateScoring: row.alternateScoring },
  unlistedPromos: row.unlistedPromos as EventSettings['unlistedPromos'],
  interpretationClass: row.interpretationClass as EventSettings['interpretationClass'],
  newSetHoldWeeks: row.newSetHoldWeeks,
  teams: row.teams,
  premier: row.premier,
  status: row.status.toLowerCase() as EventRecord['status'],
  createdAt: row.createdAt.toISOString(),
  players: row._count.registrations,
  roundsPaired: row._count.roundsPaired,
  roundsPublished: row.roundsPaired.filter((round) => round.publishedAt !== null).length,
  recommendedRounds: swissRoundsFor(row._count.registrations, inPods),
  private: row.private,
  ownerId: row.ownerId,
  divisionGroups:
    row.divisionGroups === null
      ? null
      : decode(DivisionGroups, row.divisionGroups, `division groups of event ${row.id}`),
  groupRounds:
    row.groupRounds === null
      ? null
      : decode(GroupRounds, row.groupRounds, `rounds per division group of event ${row.id}`),
  type: row.type === 'pods' ? 'pods' : 'swiss',
  game: row.game === 'vgc' ? 'vgc' : 'tcg',
  tableSize: row.tableSize,
  tableScoring:
    row.tableScoring === null ? null : decode(TableScoring, row.tableScoring, `table scoring of event ${row.id}`),
  decklists: decklistPublicationOf(row),
});

/** The settings of a stored event, as the domain states them. */
export const settingsOf = (record: EventRecord): EventSettings => ({
  name: record.name,
  format: record.format,
  date: record.date,
  endDate: record.endDate,
  bestOf: record.bestOf as EventSettings['bestOf'],
  roundMinutes: record.roundMinutes,
  rounds: record.rounds,
  scoring: record.scoring,
  unlistedPromos: record.unlistedPromos,
  interpretationClass: record.interpretationClass,
  newSetHoldWeeks: record.newSetHoldWeeks,
  teams: record.teams,
  premier: record.premier,
});

export const eventRepository = {
  /** Public events, and the private ones the account has a role in. */
  async list(tx: Tx, accountId: string | null = null): Promise<EventRecord[]> {
    const rows = await tx.event.findMany({
      where: eventsVisibleTo(accountId),
      orderBy: { createdAt: 'desc' },
      include: withCounts,
    });
    return rows.map((row) => toRecord(row));
  },

  /** Per event: the last Swiss round published, the last whose every result is in, and whether the top cut was made. */
  async progress(
    tx: Tx,
    ids: readonly string[],
  ): Promise<Map<string, { swissPublished: number; swissComplete: number; cutMade: boolean }>> {
    const rounds = await tx.round.findMany({
      where: { eventId: { in: [...ids] }, stage: { not: 'elimination' }, publishedAt: { not: null } },
      select: {
        eventId: true,
        number: true,
        _count: {
          select: {
            matches: { where: { playerBId: { not: null }, outcome: { equals: Prisma.DbNull } } },
            tables: { where: { result: { equals: Prisma.DbNull } } },
          },
        },
      },
      orderBy: { number: 'asc' },
    });
    const cuts = new Set(
      (await tx.topCut.findMany({ where: { eventId: { in: [...ids] } }, select: { eventId: true } })).map(
        (c) => c.eventId,
      ),
    );
    const progress = new Map(ids.map((id) => [id, { swissPublished: 0, swissComplete: 0, cutMade: cuts.has(id) }]));
    for (const round of rounds) {
      progress.get(round.eventId)!.swissPublished = round.number;
      if (round._count.matches + round._count.tables === 0) progress.get(round.eventId)!.swissComplete = round.number;
    }
    return progress;
  },

  async find(tx: Tx, id: string): Promise<EventRecord | null> {
    const row = await tx.event.findUnique({ where: { id }, include: withCounts });
    return row ? toRecord(row, await podsSeated(tx, id)) : null;
  },

  /** The event whose short address is `code` (as stored), when the account may see it. */
  async findByShortCode(tx: Tx, code: string, accountId: string | null): Promise<EventRecord | null> {
    const row = await tx.event.findFirst({
      where: { shortCode: code, ...eventsVisibleTo(accountId) },
      select: { id: true },
    });
    return row && eventRepository.find(tx, row.id);
  },

  /** The event, or EVENT_NOT_FOUND. */
  async get(tx: Tx, id: string): Promise<EventRecord> {
    const event = await eventRepository.find(tx, id);
    if (!event) throw notFound('event', id);
    return event;
  },

  /** Creates the event with its audit entry. */
  async create(
    tx: Tx,
    settings: EventSettings,
    actor: string,
    ownerId: string | null = null,
    play: EventPlay = { type: 'swiss' },
  ): Promise<EventRecord> {
    const pods = play.type === 'pods' ? { type: 'pods', tableSize: play.tableSize, tableScoring: play.scoring } : {};
    const data = {
      name: settings.name,
      format: settings.format,
      date: settings.date,
      endDate: settings.endDate,
      bestOf: settings.bestOf,
      roundMinutes: settings.roundMinutes,
      rounds: settings.rounds,
      scoringPolicy: settings.scoring.policy,
      alternateScoring: settings.scoring.alternateScoring,
      unlistedPromos: settings.unlistedPromos,
      interpretationClass: settings.interpretationClass,
      newSetHoldWeeks: settings.newSetHoldWeeks,
      teams: settings.teams,
      premier: settings.premier,
      ...pods,
    };
    const event = await tx.event.create({ data: { ...data, ...daysOf(settings), ownerId }, include: withCounts });
    await writeAudit(tx, event.id, actor, 'event.create', { after: data });
    return toRecord(event);
  },

  /** Stores which age divisions are paired together (null: none) and each group's own Swiss rounds (null: the event's), with the audit entry. */
  /** Stores what an imported TOM file says beyond its rounds: the game and, once finished, TOM's final order (player ids). */
  async setTomFacts(
    tx: Tx,
    eventId: string,
    facts: { game: 'tcg' | 'vgc'; tomOrder: string[] | null },
    actor: string,
  ): Promise<void> {
    await tx.event.update({
      where: { id: eventId },
      data: { game: facts.game, tomOrder: facts.tomOrder ?? Prisma.DbNull },
    });
    await writeAudit(tx, eventId, actor, 'event.tom', { after: facts });
  },

  async setDivisionGroups(
    tx: Tx,
    before: EventRecord,
    groups: EventRecord['divisionGroups'],
    actor: string,
    groupRounds: EventRecord['groupRounds'] = null,
  ): Promise<EventRecord> {
    const data = { divisionGroups: groups ?? Prisma.DbNull, groupRounds: groupRounds ?? Prisma.DbNull };
    const after = toRecord(await tx.event.update({ where: { id: before.id }, data, include: withCounts }));
    const changed = groupRounds !== null || before.groupRounds !== null;
    await writeAudit(tx, before.id, actor, 'event.divisions', {
      before: { divisionGroups: before.divisionGroups, ...(changed && { groupRounds: before.groupRounds }) },
      after: { divisionGroups: groups, ...(changed && { groupRounds }) },
    });
    return after;
  },

  /** Stores the changed days, round time, Swiss rounds, best-of-N, scoring, promo choice and privacy, with the audit entry. */
  /**
   * Deletes the event with everything in it; the players registered only in it go too (rows shared with other events or
   * the team registry stay). The audit trail is append-only and outlives the event, ending with the deletion.
   */
  async remove(tx: Tx, event: { id: string; name: string }, actor: string): Promise<void> {
    const players = (await tx.registration.findMany({ where: { eventId: event.id }, select: { playerId: true } })).map(
      (r) => r.playerId,
    );
    await tx.event.delete({ where: { id: event.id } });
    await removeUnusedPlayers(tx, players);
    await writeAudit(tx, event.id, actor, 'event.delete', {
      before: { eventId: event.id, name: event.name, players: players.length },
    });
  },

  async update(tx: Tx, before: EventRecord, change: EventUpdate, actor: string): Promise<EventRecord> {
    const { bestOf, roundMinutes, rounds, scoring, unlistedPromos, interpretationClass, newSetHoldWeeks } =
      change.settings;
    const data = {
      ...{
        bestOf,
        roundMinutes,
        rounds,
        ...daysOf(change.settings),
        scoringPolicy: scoring.policy,
        alternateScoring: scoring.alternateScoring,
        unlistedPromos,
        interpretationClass,
        newSetHoldWeeks,
      },
      ...{ private: change.private, ...(change.reopen ? { status: 'RUNNING' as const } : {}) },
    };
    const after = toRecord(await tx.event.update({ where: { id: before.id }, data, include: withCounts }));
    await writeAudit(tx, before.id, actor, 'event.update', {
      before: { ...settingsOf(before), private: before.private },
      after: { ...settingsOf(after), private: after.private },
    });
    return after;
  },
};
