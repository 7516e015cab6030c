import { swissRound } from '../../../../lib/playKind';
import type { Metadata } from 'next';
import { findEventFormat } from '@tcg/domain/event';
import type { BestOf } from '@tcg/domain/match';
import { prizesPerTeam, teamFormatOf } from '@tcg/domain/team';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { apiGet } from '../../../../lib/api';
import { asEventFormat, houseFormats } from '../../../../lib/houseFormats';
import { loginPath } from '../../../../lib/returnPath';
import { eventAccess } from '../../../../lib/session';
import type { ClockView, RoundView } from '../../../../lib/apiTypes';
import { Allowed } from '../../../components/Allowed';
import { ScoringNote } from '../Announced';
import { ResultEntry } from './ResultEntry';
import { LiveUpdates } from '../../../components/LiveUpdates';
import { roundsInPlay } from '../../../components/RoundClock';

export const metadata: Metadata = { title: 'Results · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const seated = (round: RoundView) => round.matches.filter((m) => m.playerB !== null);

/**
 * The round a judge opens the page for, read from the event as it is now: the first round in play with results
 * missing, else the last round with seated matches (not a Final whose players are not known yet).
 */
function roundToEnter(published: RoundView[], clock: ClockView): RoundView | undefined {
  const inPlay = new Set(roundsInPlay(clock).map((r) => r.round));
  const missing = published.filter((r) => inPlay.has(r.number) && seated(r).some((m) => !m.outcome));
  return missing[0] ?? published.filter((r) => seated(r).length > 0).at(-1) ?? published.at(-1);
}

/** A pod-play table's result is entered on its round's tables page: the round asked, else the latest (none yet: stay). */
function toTablesPage(id: string, rounds: { number: number }[], asked: string | undefined) {
  const round = rounds.find((r) => String(r.number) === asked) ?? rounds.at(-1);
  if (round) redirect(`/events/${id}/tables/${round.number}`);
}

function SignInToEnter({ eventId, round }: { eventId: string; round: number }) {
  return (
    <p className="text-sm text-slate-600">
      Results are entered by the event&apos;s judges and scorekeepers:{' '}
      <Link
        href={loginPath(`/events/${eventId}/results?round=${round}`)}
        className="font-medium text-amber-700 underline"
      >
        sign in
      </Link>{' '}
      with an account that has a role in this event, or see the{' '}
      <Link href={`/events/${eventId}/rounds/${round}/pairings`} className="text-amber-700 underline">
        pairings
      </Link>
      .
    </p>
  );
}

export default async function ResultsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ round?: string }>;
}) {
  const { id } = await params;
  const { round } = await searchParams;
  const [event, access, all, house, clock] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    apiGet('/events/:id/rounds', { params: { id } }),
    houseFormats(),
    apiGet('/events/:id/clock', { params: { id } }),
  ]);
  if (event.type === 'pods') toTablesPage(id, all, round);
  const rounds = event.type === 'pods' ? [] : all.map(swissRound);
  const prizeKind = findEventFormat(event.format, house.map(asEventFormat))?.kind ?? 'constructed';
  const teamFormat = event.teams ? teamFormatOf(event.format) : null;
  const teamPrizes = teamFormat?.ok ? prizesPerTeam(teamFormat.value) : undefined;
  const published = rounds.filter((r) => r.status === 'published');
  const shown = published.find((r) => String(r.number) === round) ?? roundToEnter(published, clock);
  const bestOf = (shown?.bestOf ?? event.bestOf) as BestOf;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm">
        <Link href={`/events/${id}`} className="text-amber-700">
          ← {event.name}
        </Link>
      </p>
      <LiveUpdates eventId={id} />
      {shown ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-2xl font-semibold">
              Results · round {shown.number}
              {shown.stage === 'elimination' && ` · ${shown.title}`}
            </h1>
            <nav className="flex gap-2 text-sm" aria-label="Rounds">
              {published.map((r) => (
                <Link
                  key={r.number}
                  href={`/events/${id}/results?round=${r.number}`}
                  className={r.number === shown.number ? 'font-bold' : 'text-amber-700'}
                >
                  {r.stage === 'elimination' ? r.title : `R${r.number}`}
                </Link>
              ))}
            </nav>
          </div>
          <ScoringNote event={{ bestOf, scoring: event.scoring }} stage={shown.stage} />
          <Allowed
            access={access}
            action="enterResults"
            otherwise={<SignInToEnter eventId={id} round={shown.number} />}
          >
            <ResultEntry
              key={shown.id}
              eventId={id}
              bestOf={bestOf}
              alternateScoring={event.scoring.alternateScoring}
              prizeKind={prizeKind}
              teamPrizes={teamPrizes}
              round={shown}
              serverNow={clock.serverNow}
            />
          </Allowed>
        </>
      ) : (
        <p className="text-slate-500">No published round yet.</p>
      )}
    </div>
  );
}
