'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';
import { EventNameConfirm } from './EventNameConfirm';

/** The organizer deletes the event (#18): the export offered first, the event's name typed as confirmation. */
export function DeleteEvent({ eventId, name }: { eventId: string; name: string }) {
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  async function remove() {
    const sent = await apiSend('DELETE', '/events/:id', { params: { id: eventId }, body: { confirm: typed } });
    setError(sent.ok ? null : sent.error);
    if (!sent.ok) return;
    router.push('/');
    router.refresh();
  }
  return (
    <details className="rounded-lg border border-red-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-red-800">Delete this event</summary>
      <div className="mt-3 space-y-2">
        <p>
          Everything in it goes: players, rounds, results, decklists. First keep a copy:{' '}
          <a href={`/api/events/${eventId}/export.json`} download className="text-amber-700 hover:underline">
            download the whole event (.json)
          </a>
          , which the import page can bring back.
        </p>
        <EventNameConfirm name={name} typed={typed} onTyped={setTyped} />
        <button
          type="button"
          onClick={() => void remove()}
          disabled={typed.trim() === ''}
          className="rounded bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-50"
        >
          Delete the event for good
        </button>
        <ErrorNote error={error} />
      </div>
    </details>
  );
}
