// Judge calls of an event (216): load, save and audit; the domain decides who may claim, resolve and credit.
import type { JudgeCallRecord, Of } from '@tcg/api/schemas';
import { callExtensionMinutes, type CallReason } from '@tcg/domain/judge';
import { writeAudit } from './audit.ts';
import type { JudgeCall as Row } from './generated/prisma/client.ts';
import { notFound as notFoundError } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

type CallView = Of<typeof JudgeCallRecord>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toCall(row: Row): CallView {
  const resolvedAt = iso(row.resolvedAt);
  return {
    id: row.id,
    round: row.round,
    table: row.table,
    matchId: row.matchId,
    reason: row.reason as CallReason,
    calledAt: row.calledAt.toISOString(),
    claimedBy: row.claimedBy,
    claimedAt: iso(row.claimedAt),
    resolvedBy: row.resolvedBy,
    resolvedAt,
    note: row.note,
    offeredMinutes: resolvedAt === null ? null : callExtensionMinutes(row.calledAt.toISOString(), resolvedAt),
    creditedMinutes: row.creditedMinutes,
  };
}

export const judgeCallRepository = {
  async list(tx: Tx, eventId: string): Promise<CallView[]> {
    return (await tx.judgeCall.findMany({ where: { eventId }, orderBy: [{ calledAt: 'asc' }, { id: 'asc' }] })).map(toCall);
  },

  async get(tx: Tx, eventId: string, id: string): Promise<CallView> {
    const row = await tx.judgeCall.findFirst({ where: { id, eventId } });
    if (!row) throw notFoundError('JUDGE_CALL_NOT_FOUND', `No judge call ${id} in this event.`);
    return toCall(row);
  },

  async create(tx: Tx, eventId: string, call: { round: number; table: number; matchId: string; reason: CallReason }, actor: string): Promise<CallView> {
    const created = toCall(await tx.judgeCall.create({ data: { eventId, ...call } }));
    await writeAudit(tx, eventId, actor, 'judgeCall.call', { after: { table: call.table, round: call.round, reason: call.reason } });
    return created;
  },

  async claim(tx: Tx, eventId: string, call: CallView, judge: string, at: string): Promise<CallView> {
    const row = await tx.judgeCall.update({ where: { id: call.id }, data: { claimedBy: judge, claimedAt: call.claimedAt ?? at } });
    await writeAudit(tx, eventId, judge, 'judgeCall.claim', { after: { table: call.table, round: call.round } });
    return toCall(row);
  },

  async resolve(tx: Tx, eventId: string, call: CallView, judge: string, note: string, at: string): Promise<CallView> {
    const row = await tx.judgeCall.update({ where: { id: call.id }, data: { claimedBy: judge, claimedAt: call.claimedAt ?? at, resolvedBy: judge, resolvedAt: at, note } });
    await writeAudit(tx, eventId, judge, 'judgeCall.resolve', { reason: note, after: { table: call.table, round: call.round } });
    return toCall(row);
  },

  /** Marks the call's minutes as credited; the extension itself is stored through the match (216). */
  async credited(tx: Tx, call: CallView, minutes: number): Promise<CallView> {
    return toCall(await tx.judgeCall.update({ where: { id: call.id }, data: { creditedMinutes: minutes } }));
  },
};
