import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import type { EventDetail, EventTeamView, PodStandingsView, StandingsView } from '../../../../lib/apiTypes';
import { PodStandingsTable, podTiebreaks } from '../podPlay/PodStandingsTable';
import { DIVISION_NAMES, swissRoundsOf, type Division } from '@tcg/domain/division';
import { DivisionTabs, divisionParam } from '../../../components/DivisionTabs';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { StandingsTable } from '../../../components/StandingsTable';
import { LiveUpdates } from '../../../components/LiveUpdates';

export const metadata: Metadata = { title: 'Standings · TCG Tournaments' };

export const dynamic = 'force-dynamic';

/** The standings' query: the round (default: the last complete one) and the age division. */
const queryOf = (round: string | undefined, division: Division | undefined) => {
  const query = new URLSearchParams({ ...(round && /^\d+$/.test(round) ? { round } : {}), ...(division ? { division } : {}) }).toString();
  return query ? `?${query}` : '';
};

/** The rounds a division's standings can be read after: its group's Swiss rounds, once played. */
const historyLength = (event: EventDetail, division: Division | undefined): number =>
  division ? Math.min(event.roundsPaired, swissRoundsOf(division, event.divisionGroups, event.groupRounds, event.rounds) ?? event.roundsPaired) : event.roundsPaired;

export default async function StandingsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ round?: string; division?: string }> }) {
  const { id } = await params;
  const { round, division: asked } = await searchParams;
  const event = await apiGet<EventDetail>(`/events/${id}`);
  if (event.type === 'pods') return <PodStandingsPage event={event} round={round} />;
  const division = event.divisionGroups ? divisionParam(asked) : undefined;
  const standings = await apiGet<StandingsView>(`/events/${id}/standings${queryOf(round, division)}`);
  const teams = event.teams ? await apiGet<EventTeamView[]>(`/events/${id}/teams`) : [];
  const history = Array.from({ length: historyLength(event, division) }, (_, i) => i + 1);
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {division && `${DIVISION_NAMES[division]} · `}
        {standings.throughRound === 0 ? 'Standings: no rounds played' : `Standings after round ${standings.throughRound}`}
      </h1>
      <nav className="no-print flex gap-3 text-sm" aria-label="Standings history">
        {history.map((r) => (
          <Link key={r} href={`/events/${id}/standings${queryOf(String(r), division)}`} className={r === standings.throughRound ? 'font-bold' : 'text-amber-700'}>
            After round {r}
          </Link>
        ))}
      </nav>
      {event.divisionGroups && <DivisionTabs href={(d) => `/events/${id}/standings${queryOf(round, d)}`} current={division} />}
      {event.decklists && (
        <Link href={`/events/${id}/decklists`} className="no-print text-sm text-amber-700 hover:underline">
          Published decklists
        </Link>
      )}
      <StandingsTable standings={standings} teams={teams} />
      <p className="text-xs text-slate-500">
        {standings.policy === 'dci2003'
          ? 'Tiebreakers: opponents’ match-win %, game-win %, opponents’ game-win % (each floored at 33%). Exact ties share a rank.'
          : 'Tiebreakers: Op Win %, Op Op Win % (25% floor), then head-to-head. Exact ties share a rank.'}
      </p>
    </div>
  );
}

/** A pod-play event's standings, after any round. */
async function PodStandingsPage({ event, round }: { event: EventDetail; round: string | undefined }) {
  const standings = await apiGet<PodStandingsView>(`/events/${event.id}/standings${queryOf(round, undefined)}`);
  const history = Array.from({ length: event.roundsPaired }, (_, i) => i + 1);
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={event.id} eventName={event.name} />
      <LiveUpdates eventId={event.id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {standings.throughRound === 0 ? 'Standings: no rounds played' : `Standings after round ${standings.throughRound}`}
      </h1>
      <nav className="no-print flex gap-3 text-sm" aria-label="Standings history">
        {history.map((r) => (
          <Link key={r} href={`/events/${event.id}/standings?round=${r}`} className={r === standings.throughRound ? 'font-bold' : 'text-amber-700'}>
            After round {r}
          </Link>
        ))}
      </nav>
      <PodStandingsTable standings={standings} />
      <p className="text-xs text-slate-500">{podTiebreaks(standings)}</p>
    </div>
  );
}
