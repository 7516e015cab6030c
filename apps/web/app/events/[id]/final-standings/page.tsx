import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import { FinalStandingsTable } from '../../../components/FinalStandingsTable';
import { DIVISION_NAMES } from '@tcg/domain/division';
import { DivisionTabs } from '../../../components/DivisionTabs';
import { loadCut, type CutPageProps } from '../loadCut';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { LiveUpdates } from '../../../components/LiveUpdates';

export const metadata: Metadata = { title: 'Final standings · TCG Tournaments' };

export const dynamic = 'force-dynamic';

export default async function FinalStandingsPage(props: CutPageProps) {
  const { id, event, whole, division, bracket } = await loadCut(props);
  const final = bracket.cut?.finished
    ? await apiGet('/events/:id/final-standings', { params: { id }, query: { division } })
    : null;
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {division && `${DIVISION_NAMES[division]} · `}Final standings
      </h1>
      {event.divisionGroups && (
        <DivisionTabs
          href={(d) => `/events/${id}/final-standings${d ? `?division=${d}` : ''}`}
          current={division}
          all={!whole.cuts.some((c) => c.division !== null)}
        />
      )}
      {event.decklists && (
        <Link href={`/events/${id}/decklists`} className="no-print text-sm text-amber-700 hover:underline">
          Published decklists
        </Link>
      )}
      {!final ? (
        <p className="text-slate-600">
          The final standings follow the top cut:{' '}
          {bracket.cut ? 'it is still being played.' : 'it has not been made yet.'}{' '}
          <Link href={`/events/${id}/bracket${division ? `?division=${division}` : ''}`} className="text-amber-700">
            Bracket
          </Link>
        </p>
      ) : (
        <>
          <FinalStandingsTable final={final} className="max-w-3xl" />
          <p className="text-xs text-slate-500">
            Places 1–{final.cutSize}: winner, finalist, then players out in the same round by their Swiss standing (a
            3rd/4th-place match decides those places). Everyone else keeps their Swiss place after round{' '}
            {final.afterRound}; players who shared a Swiss rank share a place (217).
          </p>
          {final.tomOrder && (
            <p className="text-xs text-slate-500">
              Imported from TOM: players sharing a place are in the order TOM placed them.
            </p>
          )}
        </>
      )}
    </div>
  );
}
