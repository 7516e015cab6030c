// Judge calls (216): a table in play calls, a judge claims and resolves, the wait is credited to the match once.
import type { JudgeCallQueue, Of } from '@tcg/contract';
import {
  judgeCallRepository as calls,
  loadEventState,
  lockEvent,
  matchView,
  selfReportRepository,
  type Tx,
} from '@tcg/db';
import {
  canCallJudge,
  claimCall,
  creditCall,
  reportOverdue,
  resolveCall,
  waitTimes,
  type CallReason,
} from '@tcg/domain/judge';
import { must } from '@tcg/domain/shared';
import { addToExtension } from './results.ts';
import { tablesInPlay } from './tablesInPlay.ts';

/** A player calls a judge to their table in the round being played (no account: the table is the caller). */
export async function callJudge(tx: Tx, eventId: string, { table, reason }: { table: number; reason: CallReason }) {
  await lockEvent(tx, eventId);
  const state = await loadEventState(tx, eventId);
  const { round, playing, tables } = tablesInPlay(state);
  const open = (await calls.list(tx, eventId)).filter((c) => c.resolvedAt === null);
  must(canCallJudge(table, { playing: tables, openCallTables: open.map((c) => c.table) }));
  const match = playing.find((m) => m.tableNumber === table)!;
  const call = await calls.create(tx, eventId, { round, table, matchId: match.id, reason }, `table ${table}`);
  return { id: call.id, round: call.round, table, reason, calledAt: call.calledAt };
}

/** Results one player reported that the opponent has not answered yet; late ones need a judge at the table (#16). */
async function awaitingReports(tx: Tx, eventId: string, now: string): Promise<Of<typeof JudgeCallQueue>['awaiting']> {
  const pending = (await selfReportRepository.pending(tx, eventId)).filter((r) => !r.disputed);
  const settings = await selfReportRepository.settings(tx, eventId);
  if (pending.length === 0 || !settings) return [];
  const state = await loadEventState(tx, eventId);
  return pending.map((r) => {
    const { playerA, playerB } = matchView(state, r.matchId);
    const reportedBy = (playerA.id === r.playerId ? playerA : playerB!).name;
    return {
      matchId: r.matchId,
      round: r.round,
      table: r.table,
      reportedBy,
      reportedAt: r.reportedAt,
      overdue: reportOverdue(r.reportedAt, now, settings.confirmMinutes),
    };
  });
}

/** The judges' queue: open calls oldest first, resolved ones newest first, the waits per round, and players' reports awaiting confirmation. */
export async function callQueue(tx: Tx, eventId: string, now: string): Promise<Of<typeof JudgeCallQueue>> {
  const all = await calls.list(tx, eventId);
  return {
    now,
    open: all.filter((c) => c.resolvedAt === null),
    resolved: all.filter((c) => c.resolvedAt !== null).reverse(),
    rounds: waitTimes(all, now),
    awaiting: await awaitingReports(tx, eventId, now),
  };
}

export async function claimJudgeCall(tx: Tx, eventId: string, callId: string, judge: string, now: string) {
  await lockEvent(tx, eventId);
  const call = await calls.get(tx, eventId, callId);
  return calls.claim(tx, eventId, call, must(claimCall(call, judge)), now);
}

export async function resolveJudgeCall(
  tx: Tx,
  eventId: string,
  callId: string,
  judge: string,
  note: string,
  now: string,
) {
  await lockEvent(tx, eventId);
  const call = await calls.get(tx, eventId, callId);
  return calls.resolve(tx, eventId, call, judge, must(resolveCall(call, judge, note)), now);
}

/** Adds the call's minutes to the match's time extension through the extension flow (216), once. */
export async function creditJudgeCall(tx: Tx, eventId: string, callId: string, actor: string) {
  await lockEvent(tx, eventId);
  const call = await calls.get(tx, eventId, callId);
  const minutes = must(creditCall(call));
  await addToExtension(tx, eventId, call.matchId, minutes, `Judge call at table ${call.table} (216)`, actor);
  return calls.credited(tx, call, minutes);
}
