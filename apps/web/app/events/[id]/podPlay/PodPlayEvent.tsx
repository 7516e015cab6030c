import { describeScoring } from '@tcg/domain/podPlay';
import { isActiveIn } from '@tcg/domain/event';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import { podRound, podStandings } from '../../../../lib/playKind';
import type { ClockView, EventAccess, EventDetail, Registration } from '../../../../lib/apiTypes';
import { may } from '../../../../lib/session';
import { Allowed } from '../../../components/Allowed';
import { LiveUpdates } from '../../../components/LiveUpdates';
import { RoundClock } from '../../../components/RoundClock';
import { DeleteEvent } from '../DeleteEvent';
import { PlayerList } from '../PlayerList';
import { RegistrationPanel } from '../RegistrationPanel';
import { Snapshots } from '../Snapshots';
import { PodRoundControl } from './PodRoundControl';
import { PodStandingsTable, podTiebreaks } from './PodStandingsTable';

/** A pod-play event's page: registration, seating rounds at tables, the clock, results and standings. */
export async function PodPlayEvent({
  event,
  players,
  access,
  clock,
}: {
  event: EventDetail;
  players: Registration[];
  access: EventAccess;
  clock: ClockView;
}) {
  const [rounds, standings, snapshots] = await Promise.all([
    apiGet('/events/:id/rounds', { params: { id: event.id } }).then((all) => all.map(podRound)),
    apiGet('/events/:id/standings', { params: { id: event.id } }).then(podStandings),
    may(access, 'manageEvent') ? apiGet('/events/:id/snapshots', { params: { id: event.id } }) : null,
  ]);
  const current = rounds.at(-1) ?? null;
  const next = (current?.number ?? 0) + 1;
  const active = players.filter((p) => isActiveIn(p, next)).length;
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">{event.name}</h1>
        <LiveUpdates eventId={event.id} />
        <p className="text-sm text-slate-500">
          Pod play · tables of {event.tableSize} · {event.rounds} rounds of {event.roundMinutes} minutes · scoring{' '}
          {describeScoring(event.tableScoring!)}
        </p>
        <nav className="flex flex-wrap gap-x-4 gap-y-2 text-sm leading-6 text-amber-700">
          {rounds.map((r) => (
            <Link key={r.number} href={`/events/${event.id}/tables/${r.number}`} className="hover:underline">
              {r.title} tables
            </Link>
          ))}
          <Link href={`/events/${event.id}/standings`} className="hover:underline">
            Standings
          </Link>
          <Allowed access={access} action="export">
            <a href={`/api/events/${event.id}/export/standings.csv`} className="hover:underline">
              Standings (CSV)
            </a>
            {current && (
              <a
                href={`/api/events/${event.id}/export/pairings.csv?round=${current.number}`}
                className="hover:underline"
              >
                {current.title} seats and results (CSV)
              </a>
            )}
            <a href={`/api/events/${event.id}/export.json`} className="hover:underline">
              Whole event (JSON)
            </a>
          </Allowed>
        </nav>
      </header>
      {!may(access, 'pair') && <RoundClock clock={clock} className="text-base" />}
      <div className="grid gap-8 lg:grid-cols-2">
        <Allowed access={access} action="registerPlayers" otherwise={<PlayerList players={players} />}>
          <RegistrationPanel
            eventId={event.id}
            eventDate={event.date}
            players={players}
            roundsPaired={event.roundsPaired}
            registrationOpen={event.status !== 'finished'}
            podPlay
          />
        </Allowed>
        <Allowed access={access} action="pair">
          <PodRoundControl event={event} current={current} clock={clock} activePlayers={active} />
        </Allowed>
      </div>
      <section>
        <h2 className="mb-3 text-xl font-semibold">
          {standings.throughRound === 0 ? 'Standings' : `Standings after round ${standings.throughRound}`}
        </h2>
        <PodStandingsTable standings={standings} />
        <p className="mt-2 text-xs text-slate-500">{podTiebreaks(standings)}</p>
      </section>
      <Allowed access={access} action="manageEvent">
        {snapshots && <Snapshots eventId={event.id} name={event.name} snapshots={snapshots} />}
        <DeleteEvent eventId={event.id} name={event.name} />
      </Allowed>
    </div>
  );
}
