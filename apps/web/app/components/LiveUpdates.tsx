'use client';

import type { LiveKind } from '../../lib/apiTypes';
import { PAGE_KINDS, POLL_MS, useLive } from '../../lib/useLive';

const wording = { connecting: 'Connecting for live updates…', live: 'Live: updates without reloading', polling: `Live updates interrupted: reading again every ${POLL_MS / 1000} s` };

interface Props {
  eventId: string;
  /** The changes that re-render the page: rounds, results and the clock unless told otherwise. */
  kinds?: readonly LiveKind[];
  className?: string;
}

/** Keeps a server-rendered event page current: it re-renders when a change of one of `kinds` is announced. */
export function LiveUpdates({ eventId, kinds = PAGE_KINDS, className = 'text-slate-500' }: Props) {
  const status = useLive(eventId, kinds);
  return (
    <p className={`no-print text-xs ${className}`} data-live={status}>
      {wording[status]}
    </p>
  );
}
