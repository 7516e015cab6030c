import { findEventFormat } from '@tcg/domain/event';
import Link from 'next/link';
import { apiGet } from '../../../lib/api';
import { asEventFormat, houseFormats } from '../../../lib/houseFormats';
import type { AuditEntry, BracketView, EventDetail, Registration, RoundView, StandingsView } from '../../../lib/types';
import { StandingsTable } from '../../components/StandingsTable';
import { AuditTrail } from './AuditTrail';
import { AvoidPairs } from './AvoidPairs';
import { RegistrationPanel } from './RegistrationPanel';
import { RoundControl } from './RoundControl';
import { TopCutPanel } from './TopCutPanel';

export const dynamic = 'force-dynamic';

export default async function EventDashboard({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, players, rounds, standings, audit, avoid, house, bracket] = await Promise.all([
    apiGet<EventDetail>(`/events/${id}`),
    apiGet<Registration[]>(`/events/${id}/players`),
    apiGet<RoundView[]>(`/events/${id}/rounds`),
    apiGet<StandingsView>(`/events/${id}/standings`),
    apiGet<AuditEntry[]>(`/events/${id}/audit`),
    apiGet<[string, string][]>(`/events/${id}/avoid-pairs`),
    houseFormats(),
    apiGet<BracketView>(`/events/${id}/bracket`),
  ]);
  const swissComplete = event.rounds !== null && standings.throughRound === event.rounds;
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">{event.name}</h1>
        <p className="text-sm text-slate-500">
          {findEventFormat(event.format, house.map(asEventFormat))?.name ?? event.format} · best of {event.bestOf} · {event.roundMinutes}-minute rounds ·{' '}
          {event.scoring.policy === 'dci2003' ? 'DCI 2003 scoring' : 'Play! Pokémon scoring'}
          {event.scoring.alternateScoring && ' · Alternate Scoring System (216)'} · <span className="uppercase">{event.status}</span>
        </p>
        {findEventFormat(event.format, house.map(asEventFormat))?.kind === 'limited' && <Link href={`/events/${id}/pods`} className="text-sm text-amber-700 hover:underline">Pods and Rochester Draft sheets</Link>}
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <RegistrationPanel eventId={id} players={players} roundsPaired={event.roundsPaired} />
          <AvoidPairs eventId={id} players={players} pairs={avoid} />
        </div>
        <div className="space-y-8">
          <RoundControl event={event} rounds={rounds.filter((r) => r.stage === 'swiss')} players={players} cutStarted={bracket.cut !== null} />
          <TopCutPanel event={event} bracket={bracket} rounds={rounds.filter((r) => r.stage === 'elimination')} swissComplete={swissComplete} />
        </div>
      </div>
      <section>
        <div className="mb-3 flex items-baseline justify-between">
          <h2 className="text-xl font-semibold">Standings after round {standings.throughRound}</h2>
          <Link href={`/events/${id}/standings`} className="text-sm text-amber-700 hover:underline">
            Full standings and history
          </Link>
        </div>
        <StandingsTable standings={standings} />
      </section>
      <AuditTrail entries={audit} />
    </div>
  );
}
