'use client';

import { useState } from 'react';
import { callReasonNames, callReasons, type CallReason } from '@tcg/domain/judge';
import { apiSend } from '../../../../lib/client';
import type { ApiError, JudgeCallPlacedView } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The table number, then one tap on the reason sends the call. */
export function CallJudgeForm({ eventId, table: preset }: { eventId: string; table: number | null }) {
  const [table, setTable] = useState(preset === null ? '' : String(preset));
  const [error, setError] = useState<ApiError | null>(null);
  const [placed, setPlaced] = useState<JudgeCallPlacedView | null>(null);
  const number = Number.parseInt(table, 10);

  async function call(reason: CallReason) {
    const sent = await apiSend('POST', '/events/:id/judge-calls', {
      params: { id: eventId },
      body: {
        table: number,
        reason,
      },
    });
    setError(sent.ok ? null : sent.error);
    setPlaced(sent.ok ? sent.data : null);
  }

  if (placed) {
    return (
      <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-800">
        A judge is on the way to table {placed.table} (called at {time(placed.calledAt)},{' '}
        {callReasonNames[placed.reason].toLowerCase()}).
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <label className="block text-sm">
        Your table
        <input
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-lg"
          inputMode="numeric"
          value={table}
          onChange={(e) => setTable(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <div role="group" aria-label="Why" className="grid grid-cols-2 gap-3">
        {callReasons.map((reason) => (
          <button
            key={reason}
            type="button"
            className="rounded-lg bg-action px-3 py-4 font-medium text-white hover:bg-action-hover disabled:opacity-50"
            disabled={!(number > 0)}
            onClick={() => void call(reason)}
          >
            {callReasonNames[reason]}
          </button>
        ))}
      </div>
      <ErrorNote error={error} />
    </div>
  );
}
