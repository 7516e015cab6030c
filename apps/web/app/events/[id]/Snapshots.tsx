'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRead, apiSend } from '../../../lib/client';
import type { ApiError, SnapshotPreviewView, SnapshotView } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';
import { EventNameConfirm } from './EventNameConfirm';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The organizer brings the event back to how it stood when a round was published (#18): told what is lost, the name typed. */
export function Snapshots({ eventId, name, snapshots }: { eventId: string; name: string; snapshots: SnapshotView[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<SnapshotPreviewView | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [restored, setRestored] = useState<number | null>(null);

  async function choose(id: string) {
    const read = await apiRead('/events/:id/snapshots/:snapshotId', { params: { id: eventId, snapshotId: id } });
    setChosen(read.ok ? read.data : null);
    setError(read.ok ? null : read.error);
    setTyped('');
    setRestored(null);
  }
  async function restore(snapshot: SnapshotPreviewView) {
    const sent = await apiSend('POST', '/events/:id/snapshots/:snapshotId/restore', {
      params: { id: eventId, snapshotId: snapshot.id },
      body: {
        confirm: typed,
      },
    });
    setError(sent.ok ? null : sent.error);
    if (!sent.ok) return;
    setChosen(null);
    setRestored(snapshot.round);
    router.refresh();
  }

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Snapshots ({snapshots.length})</summary>
      <div className="mt-3 space-y-3">
        <p className="text-slate-600">
          The event as it stood when each round was published, the newest kept. Restoring one brings back its rounds,
          results and entries; the audit trail keeps everything.
        </p>
        {snapshots.length === 0 && <p>None yet: one is taken as each round is published.</p>}
        <ul className="divide-y divide-slate-100" aria-label="Snapshots">
          {snapshots.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 py-1.5">
              <span>
                Round {s.round} published{' '}
                <span className="font-mono text-xs text-slate-500">{when(s.takenAt)} UTC</span> · {kilobytes(s.size)}
              </span>
              <button
                type="button"
                onClick={() => void choose(s.id)}
                className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
              >
                Restore…
              </button>
            </li>
          ))}
        </ul>
        {chosen && (
          <div
            role="group"
            aria-label={`Restore round ${chosen.round}`}
            className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3"
          >
            <p>
              Back to how the event stood when round {chosen.round} was published. This loses{' '}
              <strong>{chosen.lost}</strong>.
            </p>
            <EventNameConfirm name={name} typed={typed} onTyped={setTyped} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => void restore(chosen)}
                disabled={typed.trim() === ''}
                className="rounded bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-50"
              >
                Restore round {chosen.round}
              </button>
              <button
                type="button"
                onClick={() => setChosen(null)}
                className="rounded border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-100"
              >
                Cancel
              </button>
            </div>
          </div>
        )}
        {restored !== null && (
          <p role="status" className="text-emerald-700">
            Restored to round {restored}.
          </p>
        )}
        <ErrorNote error={error} />
      </div>
    </details>
  );
}
