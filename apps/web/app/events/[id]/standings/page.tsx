import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import type { EventDetail, PageView } from '../../../../lib/apiTypes';
import { podStandings, swissStandings } from '../../../../lib/playKind';
import { PodStandingsTable, podTiebreaks } from '../podPlay/PodStandingsTable';
import { DIVISION_NAMES, swissRoundsOf, type Division } from '@tcg/domain/division';
import { DivisionTabs, divisionParam } from '../../../components/DivisionTabs';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { StandingsTable } from '../../../components/StandingsTable';
import { StandingsHistory } from './StandingsHistory';
import { LiveUpdates } from '../../../components/LiveUpdates';
import { PAGED_FROM_PLAYERS, pageAsked, pageQuery, Pager } from '../../../components/Pager';

export const metadata: Metadata = { title: 'Standings · TCG Tournaments' };

export const dynamic = 'force-dynamic';

/** The standings' query: the round (default: the last complete one) and the age division. */
const queryOf = (round: string | undefined, division: Division | undefined) => {
  const query = new URLSearchParams({
    ...(round && /^\d+$/.test(round) ? { round } : {}),
    ...(division ? { division } : {}),
  }).toString();
  return query ? `?${query}` : '';
};

/** The round asked in the page's address, for the API: a number, or the default (the last complete one). */
const roundAsked = (round: string | undefined) => (round && /^\d+$/.test(round) ? Number(round) : undefined);

/** The rounds a division's standings can be read after: its group's Swiss rounds, once published (a draft is not). */
const historyLength = (event: EventDetail, division: Division | undefined): number =>
  division
    ? Math.min(
        event.roundsPublished,
        swissRoundsOf(division, event.divisionGroups, event.groupRounds, event.rounds) ?? event.roundsPublished,
      )
    : event.roundsPublished;

/** The heading's words for the standings after `throughRound` (0: before any round is complete). */
const standingsTitle = (throughRound: number) =>
  throughRound === 0 ? 'Standings: no rounds played' : `Standings after round ${throughRound}`;

/** The query with `part` (the page) added. */
const and = (query: string, part: string) => `${query ? `${query}&` : '?'}${part}`;

export default async function StandingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ round?: string; division?: string; page?: string; rank?: string }>;
}) {
  const { id } = await params;
  const { round, division: asked, page, rank } = await searchParams;
  const event = await apiGet('/events/:id', { params: { id } });
  if (event.type === 'pods') return <PodStandingsPage event={event} round={round} />;
  if (event.roundsPaired === 0 && (await apiGet('/events/:id/bracket', { params: { id } })).cut?.afterRound === 0)
    return <NoSwissRounds event={event} />;
  const division = event.divisionGroups ? divisionParam(asked) : undefined;
  const paged = event.players > PAGED_FROM_PLAYERS ? pageAsked(page, rank) : null;
  const standings = swissStandings(
    await apiGet('/events/:id/standings', {
      params: { id },
      query: { round: roundAsked(round), division, ...(paged === null ? {} : pageQuery(paged)) },
    }),
  );
  const teams = event.teams ? await apiGet('/events/:id/teams', { params: { id } }) : [];
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {division && `${DIVISION_NAMES[division]} · `}
        {standingsTitle(standings.throughRound)}
      </h1>
      <StandingsHistory
        rounds={historyLength(event, division)}
        current={standings.throughRound}
        href={(r) => `/events/${id}/standings${queryOf(String(r), division)}`}
      />
      {event.divisionGroups && (
        <DivisionTabs href={(d) => `/events/${id}/standings${queryOf(round, d)}`} current={division} />
      )}
      {event.decklists && (
        <Link href={`/events/${id}/decklists`} className="no-print text-sm text-amber-700 hover:underline">
          Published decklists
        </Link>
      )}
      {standings.page && <StandingsPager eventId={id} page={standings.page} round={round} division={division} />}
      <StandingsTable standings={standings} teams={teams} />
      {standings.page && standings.rows.length > 20 && (
        <StandingsPager eventId={id} page={standings.page} round={round} division={division} />
      )}
      <p className="text-xs text-slate-500">
        {standings.policy === 'dci2003'
          ? 'Tiebreakers: opponents’ match-win %, game-win %, opponents’ game-win % (each floored at 33%). Exact ties share a rank.'
          : 'Tiebreakers: Op Win %, Op Op Win % (25% floor), then head-to-head. Exact ties share a rank.'}
      </p>
      {standings.tomOrder && (
        <p className="text-xs text-slate-500">
          Imported from TOM: players tied on every tiebreaker are in the order TOM placed them.
        </p>
      )}
    </div>
  );
}

/** The pages of a large event's standings, and a jump to the page holding a rank. */
function StandingsPager({
  eventId,
  page,
  round,
  division,
}: {
  eventId: string;
  page: PageView;
  round: string | undefined;
  division: Division | undefined;
}) {
  const query = queryOf(round, division);
  const keep = Object.fromEntries(new URLSearchParams(query));
  return (
    <Pager
      page={page}
      counted="players"
      href={(n) => `/events/${eventId}/standings${and(query, `page=${n}`)}`}
      jump={{ name: 'rank', label: 'Go to rank', keep }}
    />
  );
}

/** A pod-play event's standings, after any round. */
async function PodStandingsPage({ event, round }: { event: EventDetail; round: string | undefined }) {
  const standings = podStandings(
    await apiGet('/events/:id/standings', { params: { id: event.id }, query: { round: roundAsked(round) } }),
  );
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={event.id} eventName={event.name} />
      <LiveUpdates eventId={event.id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {standingsTitle(standings.throughRound)}
      </h1>
      <StandingsHistory
        rounds={event.roundsPublished}
        current={standings.throughRound}
        href={(r) => `/events/${event.id}/standings?round=${r}`}
      />
      <PodStandingsTable standings={standings} />
      <p className="text-xs text-slate-500">{podTiebreaks(standings)}</p>
    </div>
  );
}

/** An event played as single elimination only (a TOM file of type 1): no Swiss standings to rank, only the bracket. */
function NoSwissRounds({ event }: { event: EventDetail }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{event.name} · No Swiss rounds</h1>
      <p className="text-slate-600">This event was single elimination only, so it has no Swiss standings.</p>
      <p className="flex gap-4">
        <Link href={`/events/${event.id}/bracket`} className="text-amber-700 hover:underline">
          Bracket
        </Link>
        <Link href={`/events/${event.id}/final-standings`} className="text-amber-700 hover:underline">
          Final standings
        </Link>
      </p>
    </div>
  );
}
