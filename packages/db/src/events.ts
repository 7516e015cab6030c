import type { EventSettings } from '@tcg/domain/event';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Event as EventRow } from './generated/prisma/client.ts';

export type EventStatus = 'registration' | 'running' | 'finished';

export interface EventRecord extends EventSettings {
  id: string;
  status: EventStatus;
  createdAt: string;
}

const toRecord = (row: EventRow): EventRecord => ({
  id: row.id,
  name: row.name,
  format: row.format,
  bestOf: row.bestOf as EventSettings['bestOf'],
  roundMinutes: row.roundMinutes,
  rounds: row.rounds,
  scoring: { policy: row.scoringPolicy as EventSettings['scoring']['policy'], alternateScoring: row.alternateScoring },
  status: row.status.toLowerCase() as EventStatus,
  createdAt: row.createdAt.toISOString(),
});

export function eventRepository(prisma: PrismaClient) {
  return {
    async list(): Promise<EventRecord[]> {
      const rows = await prisma.event.findMany({ orderBy: { createdAt: 'desc' } });
      return rows.map(toRecord);
    },

    async get(id: string): Promise<EventRecord | null> {
      const row = await prisma.event.findUnique({ where: { id } });
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
        const event = await tx.event.create({ data });
        await tx.auditEntry.create({ data: { eventId: event.id, actor, action: 'event.create', after: data } });
        return event;
      });
      return toRecord(row);
    },
  };
}

export type EventRepository = ReturnType<typeof eventRepository>;
