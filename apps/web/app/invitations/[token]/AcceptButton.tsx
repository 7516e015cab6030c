'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';

export function AcceptButton({ token, accountName }: { token: string; accountName: string }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function accept() {
    setBusy(true);
    const sent = await apiSend('POST', '/invitations/:token/accept', { params: { token } });
    setBusy(false);
    if (!sent.ok) return setError(sent.error);
    router.push(`/events/${sent.data.eventId}`);
    router.refresh();
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void accept()}
        className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50"
      >
        Accept as {accountName}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
