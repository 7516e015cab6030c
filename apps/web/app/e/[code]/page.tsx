import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { apiFind } from '../../../lib/api';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Short address · TCG Tournaments' };

/** The room's short address (/e/K7PQ, any letter case): on to the event's page, or 404 saying no event has that code. */
export default async function ShortAddressPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const event = await apiFind('/e/:code', { params: { code } });
  if (event) redirect(`/events/${event.id}`);
  notFound();
}
