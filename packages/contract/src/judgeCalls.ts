// Judge calls (216): a table calls, judges claim and resolve, the wait may become the match's time extension.
import { callReasons, type CallReason as Reason } from '@tcg/domain/judge';
import { Type } from 'typebox';
import { Nullable, Uuid, When } from './common.ts';
import { AwaitingReport } from './selfReports.ts';

export const CallReason = Type.Unsafe<Reason>(Type.Union(callReasons.map((r) => Type.Literal(r))));

export const NewJudgeCall = Type.Object(
  { table: Type.Integer({ minimum: 1, maximum: 10000 }), reason: CallReason },
  { additionalProperties: false },
);
export const ResolveCall = Type.Object({ note: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export const CallParams = Type.Object({ id: Uuid, callId: Uuid });

/** What the calling table sees. */
export const JudgeCallPlaced = Type.Object({
  id: Uuid,
  round: Type.Integer(),
  table: Type.Integer(),
  reason: CallReason,
  calledAt: Type.String({ format: 'date-time' }),
});

export const JudgeCallRecord = Type.Object({
  id: Uuid,
  round: Type.Integer(),
  table: Type.Integer(),
  matchId: Uuid,
  reason: CallReason,
  calledAt: Type.String({ format: 'date-time' }),
  claimedBy: Nullable(Type.String()),
  claimedByName: Nullable(Type.String({ description: 'The judge who took the call, by their account’s name (#31).' })),
  claimedAt: When,
  resolvedBy: Nullable(Type.String()),
  resolvedByName: Nullable(Type.String({ description: 'The judge who resolved the call, by their account’s name.' })),
  resolvedAt: When,
  note: Nullable(Type.String()),
  offeredMinutes: Nullable(
    Type.Integer({
      description: 'Once resolved: whole minutes from the call to its resolution, offered as a time extension (216).',
    }),
  ),
  creditedMinutes: Nullable(Type.Integer()),
});

export const RoundWaits = Type.Object({
  round: Type.Integer(),
  calls: Type.Integer(),
  medianSeconds: Type.Integer(),
  worstSeconds: Type.Integer(),
});

export const JudgeCallQueue = Type.Object({
  now: Type.String({ format: 'date-time' }),
  open: Type.Array(JudgeCallRecord, { description: 'Calls not resolved, oldest first.' }),
  resolved: Type.Array(JudgeCallRecord, { description: 'Resolved calls, newest first.' }),
  rounds: Type.Array(RoundWaits, {
    description: 'Calls per round and how long tables waited for a judge to take them.',
  }),
  awaiting: Type.Array(AwaitingReport, {
    description: 'Results reported by one player, waiting for the opponent’s confirmation, oldest first (#16).',
  }),
});
