'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiSend } from '../../../../lib/client';
import { roleNames } from '../../../../lib/roles';
import type { ApiError, StaffRole } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';
import { SubmitButton } from '../../../components/SubmitButton';
import { field } from '../../../components/field';
import { TextField } from '../../../components/TextField';

const staffRoles: StaffRole[] = ['headJudge', 'judge', 'scorekeeper'];

/** One invitation per person: bound to an email, or a one-time link for whoever opens it first. The link is shown once, at the address phones use (`siteUrl`). */
export function InviteForm({ eventId, siteUrl }: { eventId: string; siteUrl: string }) {
  const router = useRouter();
  const [role, setRole] = useState<StaffRole>('judge');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function invite(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
      return setError({
        code: 'INVALID_FIELD',
        field: 'email',
        message: 'Email: enter an email address, or leave it empty for a one-time link.',
      });
    const sent = await apiSend('POST', '/events/:id/invitations', {
      params: { id: eventId },
      body: address ? { role, email: address } : { role },
    });
    if (!sent.ok) return setError(sent.error);
    setError(null);
    setCopied(false);
    setLink(new URL(sent.data.path, siteUrl).href);
    setEmail('');
    router.refresh();
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }

  return (
    <div className="space-y-3">
      <form
        noValidate
        onSubmit={(e) => void invite(e)}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      >
        <label className="text-sm">
          Role
          <select
            aria-label="Role"
            className={field}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {roleNames[r]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Email (optional)"
          type="email"
          value={email}
          onValue={setEmail}
          placeholder="Empty: a one-time link for anyone"
        />
        <SubmitButton>{email.trim() ? 'Invite by email' : 'Create one-time link'}</SubmitButton>
      </form>
      <ErrorNote error={error} />
      {link && (
        <div role="status" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>Send this link to the person you invite. It works once, for 7 days, and is not shown again:</p>
          <div className="flex gap-2">
            <input
              aria-label="Invitation link"
              readOnly
              value={link}
              className="grow rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:bg-slate-100"
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
