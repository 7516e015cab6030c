import Link from 'next/link';
import type { ReactNode } from 'react';
import { PrintButton } from './PrintButton';

/** The screen-only bar of a printable event page: back to the dashboard, any extra actions, Print. */
export function PrintableHeader({
  eventId,
  eventName,
  children,
}: {
  eventId: string;
  eventName: string;
  children?: ReactNode;
}) {
  return (
    <div className="no-print flex items-center justify-between">
      <Link href={`/events/${eventId}`} className="text-sm text-amber-700">
        ← {eventName}
      </Link>
      <div className="flex items-center gap-3">
        {children}
        <PrintButton />
      </div>
    </div>
  );
}
