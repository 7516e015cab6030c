'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../lib/client';
import type { ApiError } from '../../lib/apiTypes';
import { ErrorNote } from '../components/ErrorNote';

export function SignOutEverywhere() {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  async function signOut() {
    const sent = await apiSend('DELETE', '/auth/sessions');
    setError(sent.ok ? null : sent.error);
    if (!sent.ok) return;
    router.push('/login');
    router.refresh();
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void signOut()}
        className="rounded bg-action px-3 py-1.5 font-medium text-white hover:bg-action-hover"
      >
        Sign out of every device
      </button>
      <ErrorNote error={error} />
    </>
  );
}
