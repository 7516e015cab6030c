'use client';

import { POLL_MS, useLive } from '../../lib/useLive';

const wording = { connecting: 'Connecting for live updates…', live: 'Live: updates without reloading', polling: `Live updates interrupted: reading again every ${POLL_MS / 1000} s` };

/** Keeps a server-rendered event page current: it re-renders when a round, a result or the clock changes. */
export function LiveUpdates({ eventId, className = 'text-slate-500' }: { eventId: string; className?: string }) {
  const status = useLive(eventId);
  return (
    <p className={`no-print text-xs ${className}`} data-live={status}>
      {wording[status]}
    </p>
  );
}
