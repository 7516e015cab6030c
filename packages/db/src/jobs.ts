// Jobs (#32): long work (an import) runs off the request path; its owner polls it. The event an import writes stays
// hidden (private, no owner) until the job succeeds, and is removed with everything in it when the job fails.
import type { Prisma } from './generated/prisma/client.ts';
import { writeAudit } from './audit.ts';
import { removeUnusedPlayers } from './events.ts';
import type { Tx } from './transaction.ts';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobError {
  code: string;
  message: string;
  field?: string;
}

export interface JobRecord {
  id: string;
  kind: string;
  status: JobStatus;
  done: number;
  total: number;
  result: unknown;
  error: JobError | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

type Row = Prisma.JobGetPayload<object>;

const toRecord = (row: Row): JobRecord => ({
  id: row.id,
  kind: row.kind,
  status: row.status as JobStatus,
  done: row.done,
  total: row.total,
  result: row.result ?? null,
  error: (row.error as JobError | null) ?? null,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const UNFINISHED = { status: { in: ['queued', 'running'] } };

/** Registrations one piece of a failed job's cleanup removes at most (a round, with its matches, is a piece of its own). */
const REGISTRATIONS_PER_PIECE = 500;

/** House formats an import installed, once no event runs under them. */
async function removeUnusedFormats(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const used = new Set(
    (await tx.event.findMany({ where: { format: { in: [...ids] } }, select: { format: true } })).map((e) => e.format),
  );
  await tx.customFormat.deleteMany({ where: { id: { in: ids.filter((id) => !used.has(id)) } } });
}

/**
 * Removes what is left of the partial event of a job that did not finish (after `removePiece` took the bulk), with the
 * players and house formats only it had. Its audit trail, append-only, stays (as a deleted event's does), ending with the failure.
 */
async function removePartialEvent(
  tx: Tx,
  job: { id: string; eventId: string; formatIds: string[]; owner: { email: string } },
  error: JobError,
): Promise<void> {
  const { eventId } = job;
  const ofEvent = { some: { eventId } };
  const players = await tx.player.findMany({
    where: { OR: [{ registrations: ofEvent }, { penalties: ofEvent }, { avoidsA: ofEvent }, { avoidsB: ofEvent }] },
    select: { id: true },
  });
  await tx.event.deleteMany({ where: { id: eventId } });
  await removeUnusedPlayers(
    tx,
    players.map((p) => p.id),
  );
  await removeUnusedFormats(tx, job.formatIds);
  await writeAudit(tx, eventId, job.owner.email, 'event.import.failed', {
    reason: error.message,
    after: { jobId: job.id, code: error.code },
  });
}

export const jobRepository = {
  async create(tx: Tx, ownerId: string, kind: string, total: number): Promise<JobRecord> {
    return toRecord(await tx.job.create({ data: { ownerId, kind, total } }));
  },

  /** The owner's job; null for anybody else's (answered as if it did not exist). */
  async get(tx: Tx, id: string, ownerId: string): Promise<JobRecord | null> {
    const row = await tx.job.findFirst({ where: { id, ownerId } });
    return row ? toRecord(row) : null;
  },

  /** The account's jobs still queued or running; the account is locked, so two uploads at once count each other. */
  async unfinishedOf(tx: Tx, ownerId: string): Promise<number> {
    await tx.$queryRaw`SELECT 1 FROM "Account" WHERE "id" = ${ownerId}::uuid FOR UPDATE`;
    return tx.job.count({ where: { ownerId, ...UNFINISHED } });
  },

  async start(tx: Tx, id: string): Promise<void> {
    await tx.job.update({ where: { id }, data: { status: 'running', startedAt: new Date() } });
  },

  /** The event the job writes, hidden from everyone (private, no owner) until `succeed` hands it to the owner. */
  async hideEvent(tx: Tx, id: string, eventId: string, formatIds: readonly string[]): Promise<void> {
    await tx.event.update({ where: { id: eventId }, data: { private: true, ownerId: null } });
    await tx.job.update({ where: { id }, data: { eventId, formatIds: [...formatIds] } });
  },

  async progress(tx: Tx, id: string, done: number, total: number): Promise<void> {
    await tx.job.update({ where: { id }, data: { done, total } });
  },

  /** Gives the event to the job's owner with the privacy it was imported with, and keeps the job's answer. */
  async succeed(tx: Tx, id: string, eventPrivate: boolean, result: Prisma.InputJsonValue): Promise<void> {
    const job = await tx.job.findUniqueOrThrow({ where: { id } });
    await tx.job.update({
      where: { id },
      data: { status: 'succeeded', finishedAt: new Date(), result, done: job.total },
    });
    if (job.eventId)
      await tx.event.update({ where: { id: job.eventId }, data: { private: eventPrivate, ownerId: job.ownerId } });
  },

  /**
   * One short piece of an unfinished job's partial event: a round with its matches, or some registrations with the
   * players only they had. False once only the event's small rows are left (`fail` removes them), so no transaction
   * of a cleanup holds a 4,500-player event's rows (#32).
   */
  async removePiece(tx: Tx, id: string): Promise<boolean> {
    const job = await tx.job.findFirst({ where: { id, ...UNFINISHED }, select: { eventId: true } });
    if (!job?.eventId) return false;
    const round = await tx.round.findFirst({ where: { eventId: job.eventId }, select: { id: true } });
    if (round) {
      await tx.round.delete({ where: { id: round.id } });
      return true;
    }
    const entries = await tx.registration.findMany({
      where: { eventId: job.eventId },
      select: { id: true, playerId: true },
      take: REGISTRATIONS_PER_PIECE,
    });
    if (entries.length === 0) return false;
    await tx.registration.deleteMany({ where: { id: { in: entries.map((e) => e.id) } } });
    await removeUnusedPlayers(
      tx,
      entries.map((e) => e.playerId),
    );
    return true;
  },

  /** Marks an unfinished job failed with `error` and removes what is left of what it wrote; a finished job stays as it is. */
  async fail(tx: Tx, id: string, error: JobError): Promise<void> {
    const marked = await tx.job.updateMany({
      where: { id, ...UNFINISHED },
      data: { status: 'failed', finishedAt: new Date(), error: { ...error } },
    });
    if (marked.count === 0) return;
    const job = await tx.job.findUniqueOrThrow({ where: { id }, include: { owner: true } });
    if (job.eventId)
      await removePartialEvent(tx, { id, eventId: job.eventId, formatIds: job.formatIds, owner: job.owner }, error);
  },

  /** Tells other processes these jobs are still held (queued or running here). */
  async beat(tx: Tx, ids: readonly string[]): Promise<void> {
    if (ids.length > 0)
      await tx.job.updateMany({ where: { id: { in: [...ids] }, ...UNFINISHED }, data: { heartbeatAt: new Date() } });
  },

  /** Jobs left queued or running by a process that stopped (not heard from since `before`). */
  async stale(tx: Tx, before: Date): Promise<string[]> {
    return (await tx.job.findMany({ where: { ...UNFINISHED, heartbeatAt: { lt: before } }, select: { id: true } })).map(
      (j) => j.id,
    );
  },
};
