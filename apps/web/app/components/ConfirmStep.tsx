'use client';

import { useState } from 'react';
import type { ApiError } from '../../lib/apiTypes';
import { ErrorNote } from './ErrorNote';

const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm';

interface Props {
  /** What the action will do, in the rules' words. */
  statement: string;
  confirmLabel: string;
  /** Asks for a reason in the page (required: the confirm button stays off until one is typed). */
  reason?: { label: string; required: boolean };
  /** Resolves to the refusal to show, or null when done. */
  onConfirm: (reason: string) => Promise<ApiError | null>;
  onCancel: () => void;
}

/** A staff action asked once, in the page: what will happen, its reason when it takes one, confirm or cancel (no form: it may sit inside one). */
export function ConfirmStep({ statement, confirmLabel, reason, onConfirm, onCancel }: Props) {
  const [why, setWhy] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const missing = reason?.required === true && why.trim() === '';

  async function confirm() {
    setBusy(true);
    const problem = await onConfirm(why.trim());
    setBusy(false);
    setError(problem);
  }

  return (
    <div
      role="group"
      aria-label={confirmLabel}
      className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p>{statement}</p>
      {reason && (
        <label className="block">
          {reason.label}
          <input
            className={field}
            value={why}
            onChange={(e) => setWhy(e.target.value)}
            maxLength={500}
            autoFocus
            required={reason.required}
          />
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy || missing}
          className="rounded bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-50"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
      <ErrorNote error={error} />
    </div>
  );
}
