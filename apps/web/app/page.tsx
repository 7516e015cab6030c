import { matchStructureLabel, type BestOf } from '@tcg/domain/match';
import type { Metadata } from 'next';
import { findEventFormat, type EventFormat } from '@tcg/domain/event';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { apiGet, readOrProblem } from '../lib/api';
import { asEventFormat, houseFormats } from '../lib/houseFormats';
import { currentAccount, setupNeeded } from '../lib/session';
import type { EventListEntry } from '../lib/apiTypes';
import { CreateEventForm } from './components/CreateEventForm';
import { ImportEventForm } from './components/ImportEventForm';

export const metadata: Metadata = { title: 'Events · TCG Tournaments' };

export const dynamic = 'force-dynamic';

function EventList({ events, house }: { events: EventListEntry[]; house: readonly EventFormat[] }) {
  if (events.length === 0) return <p className="text-slate-500">No events yet: create the first one.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Events">
      {events.map((event) => (
        <li key={event.id} className="flex items-center justify-between px-4 py-3">
          <div>
            <Link
              href={`/events/${event.id}`}
              className="font-medium text-slate-900 hover:text-amber-700 hover:underline"
            >
              {event.name}
            </Link>
            <p className="text-sm text-slate-500">
              {findEventFormat(event.format, house)?.name ?? event.format ?? 'No card format'} ·{' '}
              {matchStructureLabel(event.bestOf as BestOf)} · {event.roundMinutes}-minute rounds
            </p>
          </div>
          <span className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">{event.phase.label}</span>
        </li>
      ))}
    </ul>
  );
}

function SignInToCreate() {
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
      <Link href="/login" className="font-medium text-amber-700 hover:underline">
        Sign in
      </Link>{' '}
      to create an event. Players and spectators need no account.
    </p>
  );
}

export default async function HomePage() {
  if (await readOrProblem(setupNeeded).then((r) => r.data)) redirect('/setup');
  const { data, problem } = await readOrProblem(() =>
    Promise.all([apiGet('/events'), houseFormats(), currentAccount()]),
  );
  const [events, custom, account] = data ?? [null, [], null];
  const house = custom.map(asEventFormat);
  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <section>
        <h1 className="mb-4 text-2xl font-semibold">Events</h1>
        {events ? (
          <EventList events={events} house={house} />
        ) : (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        )}
      </section>
      <section>
        <h2 className="mb-4 text-xl font-semibold">New event</h2>
        {account ? <CreateEventForm houseFormats={house} /> : <SignInToCreate />}
        {account && (
          <>
            <h2 className="mb-4 mt-8 text-xl font-semibold">Import an event</h2>
            <ImportEventForm />
          </>
        )}
      </section>
    </div>
  );
}
