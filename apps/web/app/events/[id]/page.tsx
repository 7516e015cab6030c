import { eventPhase, findEventFormat, swissFinished } from '@tcg/domain/event';
import Link from 'next/link';
import { apiGet } from '../../../lib/api';
import type { EventDashboard as Dashboard, EventDecksView, FinalStandingsView, TeamSummary } from '../../../lib/apiTypes';
import { asEventFormat, houseFormats } from '../../../lib/houseFormats';
import { eventAccess, may } from '../../../lib/session';
import { Allowed } from '../../components/Allowed';
import { StandingsTable } from '../../components/StandingsTable';
import { Announced } from './Announced';
import { AnnouncedSettings } from './AnnouncedSettings';
import { AuditTrail } from './AuditTrail';
import { AvoidPairs } from './AvoidPairs';
import { DecklistLink, decklistGaps } from './DecklistLink';
import { EnergyNotice } from './pods/product/EnergyNotice';
import { EventLinks } from './EventLinks';
import { EventResults } from './EventResults';
import { PlayerList } from './PlayerList';
import { RegistrationPanel } from './RegistrationPanel';
import { RoundControl } from './RoundControl';
import { TeamEntries, TeamList } from './TeamEntries';
import { TopCutPanel } from './TopCutPanel';
import { LiveUpdates } from '../../components/LiveUpdates';

export const dynamic = 'force-dynamic';

export default async function EventDashboard({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [dashboard, access, house] = await Promise.all([apiGet<Dashboard>(`/events/${id}/dashboard`), eventAccess(id), houseFormats()]);
  const { event, players, rounds, standings, bracket, avoidPairs, auditTrail, teams = [], product = null } = dashboard;
  const registry = event.teams ? await apiGet<TeamSummary[]>('/teams') : [];
  const swissComplete = swissFinished({ planned: event.rounds, complete: standings.throughRound }, 'topCut').ok;
  const phase = eventPhase({
    roundsPaired: event.roundsPaired,
    rounds: event.rounds,
    swissComplete: standings.throughRound,
    cut: bracket.cut && { finished: bracket.cut.finished },
    cutRecommended: bracket.recommendation.size !== null,
  });
  const [decks, final] = await Promise.all([
    may(access, 'checkDecks') ? apiGet<EventDecksView>(`/events/${id}/decks`) : null,
    bracket.cut?.finished ? apiGet<FinalStandingsView>(`/events/${id}/final-standings`) : null,
  ]);
  const gaps = decks && decklistGaps(players, decks.decks);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">{event.name}</h1>
        <LiveUpdates eventId={id} />
        <p className="text-sm text-slate-500">
          {findEventFormat(event.format, house.map(asEventFormat))?.name ?? event.format} · best of {event.bestOf} · {event.roundMinutes}-minute rounds ·{' '}
          {event.scoring.policy === 'dci2003' ? 'DCI 2003 scoring' : 'Play! Pokémon scoring'}
          {event.scoring.alternateScoring && ' · Alternate Scoring System (216)'}
          {event.teams && ` · two-player team event${event.premier ? ', premier (242)' : ''}`} · <span className="font-medium text-slate-700">{phase.label}</span>
        </p>
        <nav className="flex flex-wrap gap-x-4 text-sm text-amber-700">
          {gaps && <DecklistLink eventId={id} gaps={gaps} />}
          {findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited' && <Link href={`/events/${id}/pods`} className="hover:underline">Pods and Rochester Draft sheets</Link>}
          {findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited' && <Link href={`/events/${id}/limited`} className="hover:underline">Limited play: pods to the Top 8</Link>}
          {event.teams && (
            <Allowed access={access} action="export">
              <Link href={`/events/${id}/ratings-report`} className="hover:underline">
                Ratings report (Team Constructed / Team Limited)
              </Link>
            </Allowed>
          )}
          <Allowed access={access} action="manageStaff">
            <Link href={`/events/${id}/staff`} className="hover:underline">
              Staff and invitations
            </Link>
          </Allowed>
        </nav>
      </header>
      {phase.phase === 'finished' && <EventResults eventId={id} bracket={bracket} standings={standings} final={final} teams={teams} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <EnergyNotice product={product} />
          <Announced event={event} limited={findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited'} />
          {event.roundsPaired === 0 && (
            <Allowed access={access} action="manageEvent">
              <AnnouncedSettings event={event} />
            </Allowed>
          )}
          {event.teams && (
            <Allowed access={access} action="registerPlayers" otherwise={<TeamList teams={teams} />}>
              <TeamEntries eventId={id} teams={teams} registry={registry} roundsPaired={event.roundsPaired} />
            </Allowed>
          )}
          <Allowed access={access} action="registerPlayers" otherwise={<PlayerList players={players} />}>
            <RegistrationPanel eventId={id} players={players} roundsPaired={event.roundsPaired} registrationOpen={phase.registrationOpen} teamEvent={event.teams ?? false} />
          </Allowed>
          <Allowed access={access} action="pair">
            <AvoidPairs eventId={id} players={players} pairs={avoidPairs} />
          </Allowed>
        </div>
        <div className="space-y-8">
          <Allowed access={access} action="pair" otherwise={<EventLinks eventId={id} rounds={rounds} bracket={bracket} enterResults={may(access, 'enterResults')} />}>
            <RoundControl event={event} rounds={rounds.filter((r) => r.stage === 'swiss')} players={players} phase={phase} decklists={gaps} />
            <TopCutPanel event={event} bracket={bracket} rounds={rounds.filter((r) => r.stage === 'elimination')} swissComplete={swissComplete} />
          </Allowed>
        </div>
      </div>
      {phase.phase !== 'finished' && (
        <section>
          <div className="mb-3 flex items-baseline justify-between">
            <h2 className="text-xl font-semibold">{standings.throughRound === 0 ? 'Standings' : `Standings after round ${standings.throughRound}`}</h2>
            <Link href={`/events/${id}/standings`} className="text-sm text-amber-700 hover:underline">
              Full standings and history
            </Link>
          </div>
          <StandingsTable standings={standings} teams={teams} />
        </section>
      )}
      {auditTrail && <AuditTrail entries={auditTrail} />}
    </div>
  );
}
