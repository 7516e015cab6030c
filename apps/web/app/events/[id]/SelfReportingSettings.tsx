'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError, SelfReporting } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';
import { ShortNumberInput } from '../../components/ShortNumberInput';

/** The organizer lets players report their own results (#16): each slip then carries both players' links. */
export function SelfReportingSettings({ eventId, settings }: { eventId: string; settings: SelfReporting }) {
  const router = useRouter();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [minutes, setMinutes] = useState(String(settings.confirmMinutes));
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <form
      aria-label="Players report their results"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void apiSend('PUT', '/events/:id/self-reporting', {
          params: { id: eventId },
          body: {
            enabled,
            confirmMinutes: Number(minutes),
          },
        }).then((sent) => {
          setError(sent.ok ? null : sent.error);
          setSaved(sent.ok);
          if (sent.ok) router.refresh();
        });
      }}
    >
      <h2 className="text-base font-semibold">Players report their results</h2>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Each match slip
        carries both players’ result links (QR codes); the opponent confirms
      </label>
      <label className="block">
        Minutes to confirm before a judge is needed{' '}
        <ShortNumberInput className="text-sm" min={1} max={120} value={minutes} onValue={setMinutes} />
      </label>
      <p className="text-xs text-slate-600">
        A dispute goes to the judge calls at once. Staff entries always win; a corrected result closes the links.
      </p>
      <button type="submit" className="rounded bg-action px-3 py-1.5 font-medium text-white hover:bg-action-hover">
        Save
      </button>
      {saved && (
        <span role="status" className="ml-2 text-emerald-700">
          Saved.
        </span>
      )}
      <ErrorNote error={error} />
    </form>
  );
}
