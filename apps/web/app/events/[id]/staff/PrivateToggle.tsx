'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../../lib/client';
import type { ApiError } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';

/** A private event is seen only by its staff; a public one's pairings, standings and bracket are open to everyone. */
export function PrivateToggle({ eventId, isPrivate }: { eventId: string; isPrivate: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(isPrivate);
  async function toggle(next: boolean) {
    setBusy(true);
    setChecked(next);
    const sent = await apiSend('PATCH', '/events/:id', { params: { id: eventId }, body: { private: next } });
    setBusy(false);
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
    else setChecked(!next);
  }
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
        Private event: only its staff see it (players and spectators get &ldquo;not found&rdquo;)
      </label>
      <ErrorNote error={error} />
    </div>
  );
}
