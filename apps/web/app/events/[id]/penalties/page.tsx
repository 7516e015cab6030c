import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import { eventAccess, may } from '../../../../lib/session';
import { infractions } from '@tcg/domain/penalty';
import type { Registration } from '../../../../lib/apiTypes';
import { PenaltyForm } from './PenaltyForm';
import { PenaltyReport } from './PenaltyReport';
import { PrintButton } from './PrintButton';

export const metadata: Metadata = { title: 'Penalties · TCG Tournaments' };
export const dynamic = 'force-dynamic';

function initialOf(query: { player?: string; infraction?: string }, players: Registration[]) {
  const infraction = infractions.find((i) => i === query.infraction) ?? null;
  return { playerId: players.some((p) => p.id === query.player) ? query.player! : '', infraction };
}

/** `?player=&infraction=` fill the form in (a deck check's mismatch links here with the deck/decklist problem). */
export default async function PenaltiesPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ player?: string; infraction?: string }>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [event, access] = await Promise.all([apiGet('/events/:id', { params: { id } }), eventAccess(id)]);
  const back = (
    <Link href={`/events/${id}`} className="text-sm text-amber-700 print:hidden">
      ← {event.name}
    </Link>
  );
  if (!may(access, 'recordPenalties')) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-semibold">{event.name} · Penalties</h1>
        <p className="text-slate-600">Only the event&apos;s judges record and read penalties.</p>
      </div>
    );
  }
  const [{ catalog, penalties }, players] = await Promise.all([
    apiGet('/events/:id/penalties', { params: { id } }),
    apiGet('/events/:id/players', { params: { id } }),
  ]);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        {back}
        <h1 className="text-2xl font-semibold">{event.name} · Penalties</h1>
        <p className="text-sm text-slate-600 print:hidden">
          DCI Penalty Guidelines: a repeat of the same infraction in the event proposes the next penalty up.
        </p>
      </div>
      <section className="space-y-3 print:hidden">
        <h2 className="text-xl font-semibold">Record a penalty</h2>
        <PenaltyForm
          eventId={id}
          players={players}
          catalog={catalog}
          penalties={penalties}
          initial={initialOf(query, players)}
        />
      </section>
      <section className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-xl font-semibold">Penalty report</h2>
          <div className="flex gap-3 text-sm print:hidden">
            <PrintButton />
            {may(access, 'export') && (
              <a className="text-amber-700 hover:underline" href={`/api/events/${id}/penalty-report.csv`} download>
                Export CSV
              </a>
            )}
          </div>
        </div>
        <PenaltyReport eventId={id} penalties={penalties} canChange={may(access, 'changePenalties')} />
      </section>
    </div>
  );
}
