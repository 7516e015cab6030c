// The append-only audit trail: every change to an event is written with it, in the same transaction.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

export interface AuditRecord {
  id: string;
  actor: string;
  action: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditChange {
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? undefined : (value as Prisma.InputJsonValue));

export async function writeAudit(tx: Prisma.TransactionClient, eventId: string | null, actor: string, action: string, change: AuditChange): Promise<void> {
  await tx.auditEntry.create({
    data: { eventId, actor, action, reason: change.reason ?? null, before: json(change.before), after: json(change.after) },
  });
}

export function auditRepository(prisma: PrismaClient) {
  return {
    /** An entry on its own, outside any change: a refused attempt (#7). */
    async record(eventId: string, actor: string, action: string, change: AuditChange): Promise<void> {
      await prisma.$transaction((tx) => writeAudit(tx, eventId, actor, action, change));
    },

    async list(eventId: string): Promise<AuditRecord[]> {
      const rows = await prisma.auditEntry.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, reason: r.reason, before: r.before, after: r.after, createdAt: r.createdAt.toISOString() }));
    },
  };
}
