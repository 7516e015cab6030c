import { DIVISION_NAMES, DIVISIONS } from '@tcg/domain/division';
import Link from 'next/link';
import type { EventTeamView, StandingsView } from '../../../lib/apiTypes';
import { StandingsTable } from '../../components/StandingsTable';

const afterRound = (standings: StandingsView) =>
  standings.throughRound === 0 ? 'Standings' : `Standings after round ${standings.throughRound}`;

/** The event page's standings: the whole event's, or (with age divisions) each division's own, since they rank apart (210). */
export function CurrentStandings({
  eventId,
  standings,
  divisions,
  teams,
}: {
  eventId: string;
  standings: StandingsView;
  divisions: StandingsView[] | null;
  teams: EventTeamView[];
}) {
  const shown = divisions
    ? DIVISIONS.flatMap((d, i) => (divisions[i]!.rows.length > 0 ? [{ division: d, standings: divisions[i]! }] : []))
    : [];
  return (
    <section>
      <div className="mb-3 flex items-baseline justify-between">
        <h2 className="text-xl font-semibold">{divisions ? 'Standings by division' : afterRound(standings)}</h2>
        <Link href={`/events/${eventId}/standings`} className="text-sm text-amber-700 hover:underline">
          Full standings and history
        </Link>
      </div>
      {divisions === null && <StandingsTable standings={standings} teams={teams} />}
      {divisions !== null && shown.length === 0 && <p className="text-slate-500">No players yet.</p>}
      {shown.map(({ division, standings: own }) => (
        <div key={division} className="mb-4">
          <h3 className="mb-1 font-semibold">
            {DIVISION_NAMES[division]} · {afterRound(own)}
          </h3>
          <StandingsTable standings={own} teams={teams} />
        </div>
      ))}
    </section>
  );
}
