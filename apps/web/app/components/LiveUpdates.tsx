'use client';

import type { LiveKind } from '../../lib/apiTypes';
import { clockTime } from '../../lib/format';
import { PAGE_KINDS, useLive } from '../../lib/useLive';

const wording = { connecting: 'Connecting for live updates…', live: 'Live: updates without reloading' };

interface Props {
  eventId: string;
  /** The changes that re-render the page: rounds, results and the clock unless told otherwise. */
  kinds?: readonly LiveKind[];
  className?: string;
}

/**
 * Keeps a server-rendered event page current: it re-renders when a change of one of `kinds` is announced. Offline
 * (weak venue Wi-Fi), the page keeps what it showed, marked with the time it was last known to be current.
 */
export function LiveUpdates({ eventId, kinds = PAGE_KINDS, className = 'text-slate-500' }: Props) {
  const { status, updatedAt } = useLive(eventId, kinds);
  return (
    <p
      className={`no-print text-xs ${className}`}
      data-live={status}
      role={status === 'polling' ? 'status' : undefined}
    >
      {status === 'polling' ? (
        <span className="rounded bg-red-700 px-1.5 py-0.5 font-semibold text-white">
          Offline{updatedAt !== null && ` · last updated ${clockTime(updatedAt)}`} · reconnecting by itself
        </span>
      ) : (
        wording[status]
      )}
    </p>
  );
}
