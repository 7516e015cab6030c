'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError } from '../../../../lib/apiTypes';
import { apiSend } from '../../../../lib/client';

/** Seats the registered players at random into pods (again, before round 1). */
export function SeatPodsButton({ eventId, seated }: { eventId: string; seated: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function seat() {
    setBusy(true);
    setError(null);
    const sent = await apiSend('POST', '/events/:id/pods', { params: { id: eventId } });
    setBusy(false);
    if (!sent.ok) return setError(sent.error);
    router.refresh();
  }

  return (
    <span className="no-print flex items-center gap-3">
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error.message}
        </span>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => void seat()}
        className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50"
      >
        {seated ? 'Seat again at random' : 'Seat players into pods'}
      </button>
    </span>
  );
}
