import Link from 'next/link';

/** The link back to the event's page, above a page of its own. */
export function BackToEvent({ eventId, eventName }: { eventId: string; eventName: string }) {
  return (
    <Link href={`/events/${eventId}`} className="text-sm text-amber-700">
      ← {eventName}
    </Link>
  );
}
