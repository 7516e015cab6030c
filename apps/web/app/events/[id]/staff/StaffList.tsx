'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../../lib/client';
import { roleNames } from '../../../../lib/roles';
import type { ApiError, StaffMember } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';

/** The event's staff; the organizer removes anyone but themself. */
export function StaffList({ eventId, staff }: { eventId: string; staff: StaffMember[] }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  async function remove(member: StaffMember) {
    const sent = await apiSend('DELETE', '/events/:id/staff/:accountId', {
      params: { id: eventId, accountId: member.accountId },
    });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }
  return (
    <div className="space-y-2">
      <ul aria-label="Staff" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {staff.map((member) => (
          <li key={member.accountId} className="flex items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{member.name}</span>{' '}
              <span className="text-slate-500">· {member.email}</span>
            </span>
            <span className="flex items-center gap-2">
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{roleNames[member.role]}</span>
              {member.role !== 'organizer' && (
                <button
                  type="button"
                  className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => void remove(member)}
                >
                  Remove
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ErrorNote error={error} />
    </div>
  );
}
