import { matchStructureLabel, type BestOf } from '@tcg/domain/match';
import { swissStandings } from '../../../lib/playKind';
import type { Metadata } from 'next';
import { DIVISIONS, swissRoundsOf } from '@tcg/domain/division';
import { eventPhase, findEventFormat, swissFinished } from '@tcg/domain/event';
import { canExportTdf } from '@tcg/domain/tdf';
import Link from 'next/link';
import { apiGet } from '../../../lib/api';
import { asEventFormat, houseFormats } from '../../../lib/houseFormats';
import { eventAccess, may } from '../../../lib/session';
import { Allowed } from '../../components/Allowed';
import { Announced } from './Announced';
import { AnnouncedSettings } from './AnnouncedSettings';
import { AuditTrail } from './AuditTrail';
import { CurrentStandings } from './CurrentStandings';
import { FindMyTable } from './FindMyTable';
import { RoomAddress } from './RoomAddress';
import { RoundClock } from '../../components/RoundClock';
import { AvoidPairs } from './AvoidPairs';
import { DecklistLink, decklistGaps, decklistProblems } from './DecklistLink';
import { DivisionSettings } from './DivisionSettings';
import { EnergyNotice } from './pods/product/EnergyNotice';
import { EventLinks } from './EventLinks';
import { ExportLinks } from './ExportLinks';
import { EventResults } from './EventResults';
import { PlayerList } from './PlayerList';
import { RegistrationPanel } from './RegistrationPanel';
import { RoundControl } from './RoundControl';
import { TeamEntries, TeamList } from './TeamEntries';
import { DecklistPublishing } from './DecklistPublishing';
import { DeleteEvent } from './DeleteEvent';
import { SelfReportingSettings } from './SelfReportingSettings';
import { Snapshots } from './Snapshots';
import { TopCutPanel } from './TopCutPanel';
import { LiveUpdates } from '../../components/LiveUpdates';
import { PodPlayEvent } from './podPlay/PodPlayEvent';

export const metadata: Metadata = { title: 'Event · TCG Tournaments' };

export const dynamic = 'force-dynamic';

export default async function EventDashboard({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [dashboard, access, house, clock] = await Promise.all([
    apiGet('/events/:id/dashboard', { params: { id } }),
    eventAccess(id),
    houseFormats(),
    apiGet('/events/:id/clock', { params: { id } }),
  ]);
  const { event, players, rounds, standings, bracket, avoidPairs, auditTrail, teams = [], product = null } = dashboard;
  if (event.type === 'pods') return <PodPlayEvent event={event} players={players} access={access} clock={clock} />;
  const registry = event.teams ? await apiGet('/teams') : [];
  const planned = swissRoundsOf(null, event.divisionGroups, event.groupRounds, event.rounds);
  const swissComplete = swissFinished({ planned, complete: standings.throughRound }, 'topCut').ok;
  const swissRounds = rounds.filter((r) => r.stage === 'swiss');
  const phase = eventPhase({
    roundsPaired: event.roundsPaired,
    draft: swissRounds.at(-1)?.status === 'draft',
    rounds: planned,
    swissComplete: standings.throughRound,
    cut: bracket.cuts.length > 0 ? { finished: bracket.cuts.every((cut) => cut.finished) } : null,
    cutRecommended: bracket.recommendation.size !== null,
  });
  const draft = swissRounds.at(-1)?.status === 'draft' && may(access, 'publish') ? swissRounds.at(-1)! : null;
  const divisionCuts = event.divisionGroups
    ? await Promise.all(
        DIVISIONS.map(async (d) => ({
          bracket: await apiGet('/events/:id/bracket', { params: { id }, query: { division: d } }),
          standings: swissStandings(await apiGet('/events/:id/standings', { params: { id }, query: { division: d } })),
        })),
      )
    : [];
  const vgc = event.game === 'vgc';
  const [decks, final, check, selfReporting, snapshots] = await Promise.all([
    // A VGC event (the video game) has no decks to list or check.
    may(access, 'checkDecks') && !vgc ? apiGet('/events/:id/decks', { params: { id } }) : null,
    bracket.cut?.finished ? apiGet('/events/:id/final-standings', { params: { id } }) : null,
    draft ? apiGet('/events/:id/rounds/:n/check', { params: { id, n: draft.number } }) : null,
    may(access, 'manageEvent') ? apiGet('/events/:id/self-reporting', { params: { id } }) : null,
    may(access, 'manageEvent') ? apiGet('/events/:id/snapshots', { params: { id } }) : null,
  ]);
  const gaps = decks && decklistGaps(players, decks.decks);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">{event.name}</h1>
        <LiveUpdates eventId={id} />
        <p className="text-sm text-slate-500">
          {vgc
            ? 'Pokémon VGC (video game): no decks'
            : (findEventFormat(event.format, house.map(asEventFormat))?.name ?? event.format)}{' '}
          · {matchStructureLabel(event.bestOf as BestOf)} · {event.roundMinutes}-minute rounds ·{' '}
          {event.scoring.policy === 'dci2003' ? 'DCI 2003 scoring' : 'Play! Pokémon scoring'}
          {event.scoring.alternateScoring && ' · Alternate Scoring System (216)'}
          {event.teams && ` · two-player team event${event.premier ? ', premier (242)' : ''}`} ·{' '}
          <span className="font-medium text-slate-700">{phase.label}</span>
        </p>
        <nav aria-label="Event pages" className="flex flex-wrap gap-x-4 gap-y-2 text-sm leading-6 text-amber-700">
          <Link href={`/events/${id}/projector`} className="hover:underline">
            Projector
          </Link>
          <Link href={`/events/${id}/poster`} className="hover:underline">
            Wall poster
          </Link>
          {gaps && <DecklistLink eventId={id} gaps={gaps} />}
          {findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited' && (
            <Link href={`/events/${id}/pods`} className="hover:underline">
              Pods and Rochester Draft sheets
            </Link>
          )}
          {findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited' && (
            <Link href={`/events/${id}/limited`} className="hover:underline">
              Limited play: pods to the Top 8
            </Link>
          )}
          <Allowed access={access} action="export">
            <Link href={`/events/${id}/ratings-report`} className="hover:underline">
              Ratings report{event.teams && ' (Team Constructed / Team Limited)'}
            </Link>
          </Allowed>
          <Link href={`/events/${id}/call-judge`} className="hover:underline">
            Call a judge
          </Link>
          <Link href={`/events/${id}/what-do-i-need`} className="hover:underline">
            What do I need?
          </Link>
          <Allowed access={access} action="enterResults">
            <Link href={`/events/${id}/judge-calls`} className="hover:underline">
              Judge calls
            </Link>
          </Allowed>
          <Allowed access={access} action="recordPenalties">
            <Link href={`/events/${id}/penalties`} className="hover:underline">
              Penalties
            </Link>
          </Allowed>
          <Allowed access={access} action="manageStaff">
            <Link href={`/events/${id}/staff`} className="hover:underline">
              Staff and invitations
            </Link>
          </Allowed>
        </nav>
        <Allowed access={access} action="export">
          <ExportLinks
            eventId={id}
            rounds={rounds.map((r) => r.number)}
            finalStandings={final !== null}
            tdf={canExportTdf({
              type: event.type,
              groups: event.divisionGroups,
              cuts: bracket.cuts.map((cut) => cut.division),
            })}
          />
        </Allowed>
      </header>
      {!may(access, 'pair') && (
        <>
          <FindMyTable eventId={id} clock={clock} />
          <RoundClock clock={clock} className="text-base" />
        </>
      )}
      <Allowed access={access} action="manageEvent">
        <RoomAddress event={event} />
      </Allowed>
      {phase.phase === 'finished' && (
        <EventResults
          eventId={id}
          bracket={bracket}
          divisions={divisionCuts.map((d) => d.bracket)}
          standings={standings}
          final={final}
          teams={teams}
          decklists={event.decklists !== null}
        />
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <EnergyNotice product={product} />
          <Announced
            event={event}
            limited={findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited'}
            matchDay={house.find((f) => f.id === event.format)?.matchDay}
          />
          {event.roundsPaired === 0 && (
            <Allowed access={access} action="manageEvent">
              <AnnouncedSettings event={event} />
              {event.scoring.policy === 'playpokemon' && !event.teams && <DivisionSettings event={event} />}
            </Allowed>
          )}
          {event.teams && (
            <Allowed access={access} action="registerPlayers" otherwise={<TeamList teams={teams} />}>
              <TeamEntries eventId={id} teams={teams} registry={registry} roundsPaired={event.roundsPaired} />
            </Allowed>
          )}
          <Allowed access={access} action="registerPlayers" otherwise={<PlayerList players={players} />}>
            <RegistrationPanel
              eventId={id}
              eventDate={event.date}
              divisions={event.divisionGroups !== null}
              players={players}
              roundsPaired={event.roundsPaired}
              registrationOpen={phase.registrationOpen}
              teamEvent={event.teams ?? false}
            />
          </Allowed>
          <Allowed access={access} action="pair">
            <AvoidPairs eventId={id} players={players} pairs={avoidPairs} />
          </Allowed>
          {selfReporting && !event.teams && <SelfReportingSettings eventId={id} settings={selfReporting} />}
          {event.status === 'finished' && !vgc && (
            <Allowed access={access} action="manageEvent">
              <DecklistPublishing event={event} cutMade={bracket.cuts.length > 0} />
            </Allowed>
          )}
        </div>
        <div className="space-y-8">
          <Allowed
            access={access}
            action="pair"
            otherwise={<EventLinks eventId={id} rounds={rounds} enterResults={may(access, 'enterResults')} />}
          >
            <RoundControl
              event={event}
              rounds={swissRounds}
              players={players}
              phase={phase}
              decklists={gaps}
              deckProblems={decks && decklistProblems(players, decks.decks)}
              clock={clock}
              check={check}
              canOverride={may(access, 'overridePairingCheck')}
            />
            <TopCutPanel
              event={event}
              bracket={bracket}
              divisions={divisionCuts}
              rounds={rounds.filter((r) => r.stage === 'elimination')}
              standings={standings}
              swissComplete={swissComplete}
              clock={clock}
            />
          </Allowed>
        </div>
      </div>
      {phase.phase !== 'finished' && (
        <CurrentStandings
          eventId={id}
          standings={standings}
          divisions={event.divisionGroups ? divisionCuts.map((d) => d.standings) : null}
          teams={teams}
        />
      )}
      {auditTrail && <AuditTrail entries={auditTrail} />}
      <Allowed access={access} action="manageEvent">
        {snapshots && <Snapshots eventId={id} name={event.name} snapshots={snapshots} />}
        <DeleteEvent eventId={id} name={event.name} />
      </Allowed>
    </div>
  );
}
