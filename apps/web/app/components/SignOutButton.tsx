'use client';

import { useRouter } from 'next/navigation';
import { apiSend } from '../../lib/client';

export function SignOutButton() {
  const router = useRouter();
  async function signOut() {
    await apiSend('POST', '/auth/logout');
    router.push('/');
    router.refresh();
  }
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100"
    >
      Sign out
    </button>
  );
}
