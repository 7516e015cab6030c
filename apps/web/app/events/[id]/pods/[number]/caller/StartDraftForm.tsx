'use client';

import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../../../../lib/apiTypes';
import { ErrorNote } from '../../../../../components/ErrorNote';

export interface StartSettings {
  firstSeat: number;
  pickSeconds: number;
  reviewSeconds: number;
}

const field = 'mt-1 block w-32 rounded border border-slate-500 bg-slate-800 px-2 py-1 text-2xl';

/** The judge designates the first seat (Appendix A 6); the head judge announces the pick time, usually 3–4 seconds (A 4). */
export function StartDraftForm({
  onStart,
  error,
}: {
  onStart: (settings: StartSettings) => Promise<void>;
  error: ApiError | null;
}) {
  const [settings, setSettings] = useState<StartSettings>({ firstSeat: 1, pickSeconds: 4, reviewSeconds: 30 });
  const set = (key: keyof StartSettings) => (e: { target: { value: string } }) =>
    setSettings({ ...settings, [key]: Number(e.target.value) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onStart(settings);
  };
  return (
    <form onSubmit={submit} className="space-y-4 text-xl">
      <p>The draft has not started.</p>
      <div className="flex flex-wrap gap-6">
        <label>
          First seat
          <input type="number" min={1} value={settings.firstSeat} onChange={set('firstSeat')} className={field} />
        </label>
        <label>
          Seconds a pick
          <input type="number" min={1} value={settings.pickSeconds} onChange={set('pickSeconds')} className={field} />
        </label>
        <label>
          Review seconds
          <input
            type="number"
            min={1}
            value={settings.reviewSeconds}
            onChange={set('reviewSeconds')}
            className={field}
          />
        </label>
      </div>
      <button type="submit" className="rounded bg-amber-500 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-400">
        Start the draft
      </button>
      {error && (
        <div className="rounded bg-white p-2">
          <ErrorNote error={error} />
        </div>
      )}
    </form>
  );
}
