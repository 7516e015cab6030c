'use client';

import { checkAccountEntry, MIN_PASSWORD_LENGTH } from '@tcg/domain/access';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiSend } from '../../lib/client';
import { safeReturnPath } from '../../lib/returnPath';
import type { ApiError } from '../../lib/apiTypes';
import { ErrorNote } from './ErrorNote';

const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';

/** Set-up, sign-up and sign-in: one form; `newAccount` asks for a name and a long enough password. */
export function AccountForm({
  endpoint,
  submitLabel,
  newAccount,
  next,
}: {
  endpoint: '/auth/login' | '/auth/signup' | '/auth/setup';
  submitLabel: string;
  newAccount: boolean;
  next?: string;
}) {
  const router = useRouter();
  const [entry, setEntry] = useState({ name: '', email: '', password: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof entry) => (e: { target: { value: string } }) =>
    setEntry({ ...entry, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = newAccount
      ? { ...entry, email: entry.email.trim(), name: entry.name.trim() }
      : { email: entry.email.trim(), password: entry.password };
    const checked = checkAccountEntry(body, { newAccount });
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    const sent = await apiSend('POST', endpoint, { body });
    setBusy(false);
    if (!sent.ok) return setError(sent.error);
    router.push(safeReturnPath(next));
    router.refresh();
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {newAccount && (
        <label className="block text-sm">
          Name
          <input className={field} value={entry.name} onChange={set('name')} autoComplete="name" maxLength={120} />
        </label>
      )}
      <label className="block text-sm">
        Email
        <input className={field} type="email" value={entry.email} onChange={set('email')} autoComplete="email" />
      </label>
      <label className="block text-sm">
        Password
        <input
          className={field}
          type="password"
          value={entry.password}
          onChange={set('password')}
          autoComplete={newAccount ? 'new-password' : 'current-password'}
        />
        {newAccount && (
          <span className="text-xs text-slate-500">
            At least {MIN_PASSWORD_LENGTH} characters; a passphrase is easiest.
          </span>
        )}
      </label>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50"
        >
          {submitLabel}
        </button>
        <ErrorNote error={error} />
      </div>
    </form>
  );
}
