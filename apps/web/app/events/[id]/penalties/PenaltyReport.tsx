'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { changePenalty, infractionNames, penaltyLevels, penaltyNames, type PenaltyLevel } from '@tcg/domain/penalty';
import { apiSend } from '../../../../lib/client';
import type { ApiError, PenaltyView } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';
import { RowList } from '../../../components/RowList';

const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

/** The head judge's upgrade or downgrade of one penalty, with a reason. */
function ChangeForm({ eventId, penalty }: { eventId: string; penalty: PenaltyView }) {
  const router = useRouter();
  const [next, setNext] = useState<PenaltyLevel>(penalty.penalty);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  async function submit() {
    const checked = changePenalty(penalty.penalty, next, reason);
    if (!checked.ok) return setError(checked.error);
    const sent = await apiSend('PATCH', '/events/:id/penalties/:penaltyId', {
      params: { id: eventId, penaltyId: penalty.id },
      body: {
        penalty: next,
        reason: checked.value.reason,
      },
    });
    setError(sent.ok ? null : sent.error);
    if (!sent.ok) return;
    setReason('');
    router.refresh();
  }
  return (
    <form
      aria-label={`Change the penalty of ${penalty.player.name}`}
      className="mt-1 flex flex-wrap items-center gap-2 print:hidden"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <select
        aria-label="New penalty"
        className={field}
        value={next}
        onChange={(e) => setNext(e.target.value as PenaltyLevel)}
      >
        {penaltyLevels.map((l) => (
          <option key={l} value={l}>
            {penaltyNames[l]}
          </option>
        ))}
      </select>
      <input
        aria-label="Reason for the change"
        placeholder="Reason"
        className={`${field} w-40`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100">
        Upgrade / downgrade
      </button>
      <ErrorNote error={error} />
    </form>
  );
}

export function PenaltyReport({
  eventId,
  penalties,
  canChange,
}: {
  eventId: string;
  penalties: PenaltyView[];
  canChange: boolean;
}) {
  return (
    <RowList label="Penalties" items={penalties} empty="No penalties yet." ordered>
      {(p) => (
        <li key={p.id} className="px-3 py-2">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">
              {p.player.name} · {p.player.dciNumber}
            </span>
            <span className="text-slate-500">
              {p.round === null ? 'between rounds' : `round ${p.round}, table ${p.table ?? '—'}`}
            </span>
          </div>
          <div>
            {infractionNames[p.infraction]}: <strong>{penaltyNames[p.penalty]}</strong>
            {p.proposed !== p.penalty && (
              <span className="text-slate-500"> (proposed {penaltyNames[p.proposed]})</span>
            )}{' '}
            — {p.description}
          </div>
          <div className="text-xs text-slate-500">
            by {p.judge}
            {p.change && ` · changed by ${p.change.by}: ${p.change.reason}`}
          </div>
          {canChange && <ChangeForm eventId={eventId} penalty={p} />}
        </li>
      )}
    </RowList>
  );
}
