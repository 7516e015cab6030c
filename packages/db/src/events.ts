import { validateEventSettings, type EventSettings } from '@tcg/domain/event';
import { canChangeBestOf } from '@tcg/domain/match';
import { recommendedRounds, type RoundCount } from '@tcg/domain/pairing';
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
  /** Players registered (dropped and disqualified included). */
  players: number;
  roundsPaired: number;
  /** The DCI chart's number of Swiss rounds for the players registered, with its reason. */
  recommendedRounds: RoundCount;
}

export type EventChanges = Partial<Pick<EventSettings, 'bestOf' | 'roundMinutes' | 'rounds'>>;

type Counted = EventRow & { _count: { registrations: number; roundsPaired: number } };

const withCounts = { _count: { select: { registrations: true, roundsPaired: { where: { stage: 'swiss' } } } } } as const;

const toRecord = (row: Counted): EventRecord => ({
  id: row.id,
  name: row.name,
  format: row.format,
  bestOf: row.bestOf as EventSettings['bestOf'],
  roundMinutes: row.roundMinutes,
  rounds: row.rounds,
  scoring: { policy: row.scoringPolicy as EventSettings['scoring']['policy'], alternateScoring: row.alternateScoring },
  status: row.status.toLowerCase() as EventStatus,
  createdAt: row.createdAt.toISOString(),
  players: row._count.registrations,
  roundsPaired: row._count.roundsPaired,
  recommendedRounds: recommendedRounds(row._count.registrations),
});

const settingsOf = (record: EventRecord): EventSettings => ({
  name: record.name,
  format: record.format,
  bestOf: record.bestOf,
  roundMinutes: record.roundMinutes,
  rounds: record.rounds,
  scoring: record.scoring,
});

export function eventRepository(prisma: PrismaClient) {
  return {
    async list(): Promise<EventRecord[]> {
      const rows = await prisma.event.findMany({ orderBy: { createdAt: 'desc' }, include: withCounts });
      return rows.map(toRecord);
    },

    async get(id: string): Promise<EventRecord | null> {
      const row = await prisma.event.findUnique({ where: { id }, include: withCounts });
      return row ? toRecord(row) : null;
    },

    /** Creates the event and its audit entry in one transaction. */
    async create(settings: EventSettings, actor: string): Promise<EventRecord> {
      const data = {
        name: settings.name,
        format: settings.format,
        bestOf: settings.bestOf,
        roundMinutes: settings.roundMinutes,
        rounds: settings.rounds,
        scoringPolicy: settings.scoring.policy,
        alternateScoring: settings.scoring.alternateScoring,
      };
      const row = await prisma.$transaction(async (tx) => {
        const event = await tx.event.create({ data, include: withCounts });
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
        const settings = validateEventSettings({ ...settingsOf(before), ...changes });
        if (!settings.ok) throw new RuleViolation(settings.error);
        if (settings.value.bestOf !== before.bestOf) {
          const allowed = canChangeBestOf({ roundsPaired: before.roundsPaired });
          if (!allowed.ok) throw new RuleViolation(allowed.error, 409);
        }
        const rounds = settings.value.rounds;
        if (rounds !== null && rounds < before.roundsPaired) {
          throw new RuleViolation({ code: 'ROUNDS_ALREADY_PAIRED', message: `${before.roundsPaired} rounds are already paired.`, section: '210', field: 'rounds' }, 409);
        }
        const reopened = before.status === 'finished' && rounds !== null && rounds > before.roundsPaired;
        const data = { bestOf: settings.value.bestOf, roundMinutes: settings.value.roundMinutes, rounds, ...(reopened ? { status: 'RUNNING' as const } : {}) };
        const after = toRecord(await tx.event.update({ where: { id }, data, include: withCounts }));
        await writeAudit(tx, id, actor, 'event.update', { before: settingsOf(before), after: settingsOf(after) });
        return after;
      }, TX_OPTIONS);
    },
  };
}

export type EventRepository = ReturnType<typeof eventRepository>;
