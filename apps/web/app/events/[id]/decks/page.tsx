import type { Metadata } from 'next';
import Link from 'next/link';
import { loginPath } from '../../../../lib/returnPath';
import { eventAccess, may } from '../../../../lib/session';
import { DeckCheckPicks } from './DeckCheckPicks';
import { EventDecks } from './EventDecks';

export const metadata: Metadata = { title: 'Decklists · TCG Tournaments' };

export default async function EventDecksPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await eventAccess(id);
  if (!may(access, 'checkDecks')) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">Deck checks</h1>
        <p className="text-slate-600">
          Decklists are for the event&apos;s staff.{' '}
          <Link href={loginPath(`/events/${id}/decks`)} className="font-medium text-amber-700 underline">
            Sign in
          </Link>{' '}
          with an account that has a role in this event.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <EventDecks eventId={id} />
      <DeckCheckPicks eventId={id} canPick={may(access, 'pickDeckChecks')} />
    </div>
  );
}
