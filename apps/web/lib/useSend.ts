'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError } from './apiTypes';
import { apiSend, type Send } from './client';

/** A panel's writes: busy while one is under way, the API's refusal shown until the next, the page read again after each. */
export function useSend() {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const send: Send = async (method, path, ...input) => {
    setBusy(true);
    const sent = await apiSend(method, path, ...input);
    setBusy(false);
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  };
  return { send, busy, error, setError };
}
