import type { Metadata } from 'next';
import { EventDecks } from './EventDecks';

export const metadata: Metadata = { title: 'Decklists · TCG Tournaments' };

export default async function EventDecksPage({ params }: { params: Promise<{ id: string }> }) {
  return <EventDecks eventId={(await params).id} />;
}
