// Judge calls of an event (216): load, save and audit; the domain decides who may claim, resolve and credit.
import type { JudgeCallRecord, Of } from '@tcg/contract';
import { callExtensionMinutes, type CallReason } from '@tcg/domain/judge';
import { writeAudit } from './audit.ts';
import type { JudgeCall as Row } from './generated/prisma/client.ts';
import { notFound } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

type CallView = Of<typeof JudgeCallRecord>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Names = ReadonlyMap<string, string>;

/** A judge as the queue names them: their account's name, else what was stored (the actor). */
const nameOf = (actor: string | null, names: Names) => actor && (names.get(actor) ?? actor);

function toCall(row: Row, names: Names): CallView {
  const resolvedAt = iso(row.resolvedAt);
  return {
    id: row.id,
    round: row.round,
    table: row.table,
    matchId: row.matchId,
    reason: row.reason as CallReason,
    calledAt: row.calledAt.toISOString(),
    claimedBy: row.claimedBy,
    claimedByName: nameOf(row.claimedBy, names),
    claimedAt: iso(row.claimedAt),
    resolvedBy: row.resolvedBy,
    resolvedByName: nameOf(row.resolvedBy, names),
    resolvedAt,
    note: row.note,
    offeredMinutes: resolvedAt === null ? null : callExtensionMinutes(row.calledAt.toISOString(), resolvedAt),
    creditedMinutes: row.creditedMinutes,
  };
}

/** The calls, each judge named by their account (calls store the judge's sign-in email, the actor). */
async function named(tx: Tx, rows: readonly Row[]): Promise<CallView[]> {
  const emails = [...new Set(rows.flatMap((r) => [r.claimedBy, r.resolvedBy]).filter((e): e is string => e !== null))];
  const accounts =
    emails.length === 0
      ? []
      : await tx.account.findMany({ where: { email: { in: emails } }, select: { email: true, name: true } });
  const names = new Map(accounts.map((a) => [a.email, a.name]));
  return rows.map((row) => toCall(row, names));
}

const namedOne = async (tx: Tx, row: Row) => (await named(tx, [row]))[0]!;

export const judgeCallRepository = {
  async list(tx: Tx, eventId: string): Promise<CallView[]> {
    return named(
      tx,
      await tx.judgeCall.findMany({ where: { eventId }, orderBy: [{ calledAt: 'asc' }, { id: 'asc' }] }),
    );
  },

  async get(tx: Tx, eventId: string, id: string): Promise<CallView> {
    const row = await tx.judgeCall.findFirst({ where: { id, eventId } });
    if (!row) throw notFound('judge call', id, `No judge call ${id} in this event.`);
    return namedOne(tx, row);
  },

  async create(
    tx: Tx,
    eventId: string,
    call: { round: number; table: number; matchId: string; reason: CallReason },
    actor: string,
  ): Promise<CallView> {
    const created = await namedOne(tx, await tx.judgeCall.create({ data: { eventId, ...call } }));
    await writeAudit(tx, eventId, actor, 'judgeCall.call', {
      after: { table: call.table, round: call.round, reason: call.reason },
    });
    return created;
  },

  async claim(tx: Tx, eventId: string, call: CallView, judge: string, at: string): Promise<CallView> {
    const row = await tx.judgeCall.update({
      where: { id: call.id },
      data: { claimedBy: judge, claimedAt: call.claimedAt ?? at },
    });
    await writeAudit(tx, eventId, judge, 'judgeCall.claim', { after: { table: call.table, round: call.round } });
    return namedOne(tx, row);
  },

  async resolve(tx: Tx, eventId: string, call: CallView, judge: string, note: string, at: string): Promise<CallView> {
    const row = await tx.judgeCall.update({
      where: { id: call.id },
      data: { claimedBy: judge, claimedAt: call.claimedAt ?? at, resolvedBy: judge, resolvedAt: at, note },
    });
    await writeAudit(tx, eventId, judge, 'judgeCall.resolve', {
      reason: note,
      after: { table: call.table, round: call.round },
    });
    return namedOne(tx, row);
  },

  /** Marks the call's minutes as credited; the extension itself is stored through the match (216). */
  async credited(tx: Tx, call: CallView, minutes: number): Promise<CallView> {
    return namedOne(tx, await tx.judgeCall.update({ where: { id: call.id }, data: { creditedMinutes: minutes } }));
  },
};
