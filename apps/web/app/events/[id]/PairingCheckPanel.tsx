'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { overrideReason } from '@tcg/domain/pairing';
import { apiSend } from '../../../lib/client';
import type { ApiError, PairingCheckView } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';

const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';
const button = 'rounded bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50';

/** A head judge publishes a round that failed the check, with the reason the audit trail keeps (210). */
function PublishAnyway({ eventId, round }: { eventId: string; round: number }) {
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  async function publish() {
    const checked = overrideReason(reason);
    if (!checked.ok) return setError(checked.error);
    const sent = await apiSend('POST', '/events/:id/rounds/:n/publish-anyway', {
      params: { id: eventId, n: round },
      body: { reason: checked.value },
    });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
    >
      <label className="grow">
        Reason for publishing anyway
        <input
          className={`${field} mt-1 block w-full`}
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
      </label>
      <button type="submit" className={button}>
        Publish anyway
      </button>
      <ErrorNote error={error} />
    </form>
  );
}

/** What the independent pairings check found in a draft round (210), and for a head judge the override. */
export function PairingCheckPanel({
  eventId,
  check,
  canOverride,
}: {
  eventId: string;
  check: PairingCheckView;
  canOverride: boolean;
}) {
  if (check.passed) return <p className="text-sm text-emerald-700">Pairings check passed: ready to publish.</p>;
  return (
    <section aria-label="Pairings check" className="space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm">
      <h4 className="font-semibold text-red-800">
        Pairings check failed: round {check.round} cannot be published as paired (210)
      </h4>
      <ul className="list-disc space-y-1 pl-5">
        {check.problems.map((p) => (
          <li key={`${p.kind}-${p.players.join('-')}`}>
            {p.message} <span className="text-slate-500">(section {p.section})</span>
          </li>
        ))}
      </ul>
      {canOverride ? (
        <PublishAnyway eventId={eventId} round={check.round} />
      ) : (
        <p className="text-slate-600">Fix it with a swap, or ask a head judge to publish it anyway with a reason.</p>
      )}
    </section>
  );
}
