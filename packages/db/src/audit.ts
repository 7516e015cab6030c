// The append-only audit trail: every change to an event is written with it, in the same transaction.
import type { AuditEntry, Of } from '@tcg/contract';
import type { Prisma } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

export type AuditRecord = Of<typeof AuditEntry>;

export interface AuditChange {
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? undefined : (value as Prisma.InputJsonValue));

export async function writeAudit(
  tx: Tx,
  eventId: string | null,
  actor: string,
  action: string,
  change: AuditChange,
): Promise<void> {
  await tx.auditEntry.create({
    data: {
      eventId,
      actor,
      action,
      reason: change.reason ?? null,
      before: json(change.before),
      after: json(change.after),
    },
  });
}

export const auditRepository = {
  /** An entry on its own, outside any change: a refused attempt (#7). */
  record: writeAudit,

  /** How many entries of this actor and action the event has had since `since`. */
  async countSince(tx: Tx, eventId: string, actor: string, action: string, since: Date): Promise<number> {
    return tx.auditEntry.count({ where: { eventId, actor, action, createdAt: { gte: since } } });
  },

  async list(tx: Tx, eventId: string): Promise<AuditRecord[]> {
    const rows = await tx.auditEntry.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      reason: r.reason,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    }));
  },
};
