import { validateEventSettings, type EventSettings } from '@tcg/domain/event';
import { canChangeBestOf } from '@tcg/domain/match';
import { recommendedRounds, type RoundCount } from '@tcg/domain/pairing';
import { podRoundsDefault } from './podRounds.ts';
import { RuleViolation } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { lockEvent, TX_OPTIONS } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Event as EventRow } from './generated/prisma/client.ts';

export type EventStatus = 'registration' | 'running' | 'finished';

export interface EventRecord extends EventSettings {
  id: string;
  status: EventStatus;
  createdAt: string;
  /** Players registered (dropped and disqualified included); in a team event, teams. */
  players: number;
  roundsPaired: number;
  /** The DCI chart's number of Swiss rounds for the players registered, with its reason. */
  recommendedRounds: RoundCount;
  /** Hidden from everyone without a role in the event (#7). */
  private: boolean;
  /** The organizer's account; null until the first-run organizer adopts it. */
  ownerId: string | null;
}

export type EventChanges = Partial<Pick<EventSettings, 'bestOf' | 'roundMinutes' | 'rounds'>> & { private?: boolean };

type Counted = EventRow & { _count: { registrations: number; roundsPaired: number } };

/** A team enters as its Player A's registration; Player B's rows do not count (or pair) on their own. */
const ENTRANTS = { OR: [{ teamSeat: null }, { teamSeat: 'A' }] };

const withCounts = { _count: { select: { registrations: { where: ENTRANTS }, roundsPaired: { where: { stage: 'swiss' } } } } } as const;

const toRecord = (row: Counted): EventRecord => ({
  id: row.id,
  name: row.name,
  format: row.format,
  bestOf: row.bestOf as EventSettings['bestOf'],
  roundMinutes: row.roundMinutes,
  rounds: row.rounds,
  scoring: { policy: row.scoringPolicy as EventSettings['scoring']['policy'], alternateScoring: row.alternateScoring },
  teams: row.teams,
  premier: row.premier,
  status: row.status.toLowerCase() as EventStatus,
  createdAt: row.createdAt.toISOString(),
  players: row._count.registrations,
  roundsPaired: row._count.roundsPaired,
  recommendedRounds: recommendedRounds(row._count.registrations),
  private: row.private,
  ownerId: row.ownerId,
});

const settingsOf = (record: EventRecord): EventSettings => ({
  name: record.name,
  format: record.format,
  bestOf: record.bestOf,
  roundMinutes: record.roundMinutes,
  rounds: record.rounds,
  scoring: record.scoring,
  teams: record.teams,
  premier: record.premier,
});

export function eventRepository(prisma: PrismaClient) {
  return {
    /** Public events, and the private ones the account has a role in. */
    async list(accountId: string | null = null): Promise<EventRecord[]> {
      const roles = accountId ? [{ ownerId: accountId }, { staff: { some: { accountId } } }] : [];
      const rows = await prisma.event.findMany({ where: { OR: [{ private: false }, ...roles] }, orderBy: { createdAt: 'desc' }, include: withCounts });
      return rows.map(toRecord);
    },

    async get(id: string): Promise<EventRecord | null> {
      const row = await prisma.event.findUnique({ where: { id }, include: withCounts });
      if (!row) return null;
      const podRounds = await podRoundsDefault(prisma, id);
      return podRounds ? { ...toRecord(row), recommendedRounds: podRounds } : toRecord(row);
    },

    /** Creates the event and its audit entry in one transaction. */
    async create(settings: EventSettings, actor: string, ownerId: string | null = null): Promise<EventRecord> {
      const data = {
        name: settings.name,
        format: settings.format,
        bestOf: settings.bestOf,
        roundMinutes: settings.roundMinutes,
        rounds: settings.rounds,
        scoringPolicy: settings.scoring.policy,
        alternateScoring: settings.scoring.alternateScoring,
        teams: settings.teams,
        premier: settings.premier,
      };
      const row = await prisma.$transaction(async (tx) => {
        const event = await tx.event.create({ data: { ...data, ownerId }, include: withCounts });
        await tx.auditEntry.create({ data: { eventId: event.id, actor, action: 'event.create', after: data } });
        return event;
      });
      return toRecord(row);
    },

    /** Changes the round time, the number of Swiss rounds (never below the rounds paired) or, before round 1, best-of-N (211). */
    update(id: string, changes: EventChanges, actor: string): Promise<EventRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, id);
        const before = toRecord(await tx.event.findUniqueOrThrow({ where: { id }, include: withCounts }));
        const { private: isPrivate = before.private, ...settingChanges } = changes;
        const settings = validateEventSettings({ ...settingsOf(before), ...settingChanges });
        if (!settings.ok) throw new RuleViolation(settings.error);
        if (settings.value.bestOf !== before.bestOf) {
          const allowed = canChangeBestOf({ roundsPaired: before.roundsPaired });
          if (!allowed.ok) throw new RuleViolation(allowed.error);
        }
        const rounds = settings.value.rounds;
        if (rounds !== null && rounds < before.roundsPaired) {
          throw new RuleViolation({ code: 'ROUNDS_ALREADY_PAIRED', message: `${before.roundsPaired} rounds are already paired.`, section: '210', field: 'rounds' });
        }
        const reopened = before.status === 'finished' && rounds !== null && rounds > before.roundsPaired;
        const data = { bestOf: settings.value.bestOf, roundMinutes: settings.value.roundMinutes, rounds, private: isPrivate, ...(reopened ? { status: 'RUNNING' as const } : {}) };
        const after = toRecord(await tx.event.update({ where: { id }, data, include: withCounts }));
        await writeAudit(tx, id, actor, 'event.update', { before: { ...settingsOf(before), private: before.private }, after: { ...settingsOf(after), private: after.private } });
        return after;
      }, TX_OPTIONS);
    },
  };
}

export type EventRepository = ReturnType<typeof eventRepository>;
