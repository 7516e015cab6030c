import { DIVISION_NAMES } from '@tcg/domain/division';
import Link from 'next/link';
import type { BracketView, EventTeamView, FinalStandingsView, StandingsView } from '../../../lib/apiTypes';
import { FinalStandingsTable } from '../../components/FinalStandingsTable';
import { StandingsTable } from '../../components/StandingsTable';

/** Each cut round by its name, each match's winner first. */
function BracketSummary({ eventId, cut }: { eventId: string; cut: NonNullable<BracketView['cut']> }) {
  const division = cut.division && DIVISION_NAMES[cut.division];
  return (
    <section aria-label={division ? `${division} top cut bracket` : 'Top cut bracket'} className="space-y-2">
      <h3 className="text-lg font-semibold">
        {division && `${division} · `}Top {cut.size} bracket
      </h3>
      <ul className="space-y-1 text-sm">
        {cut.rounds.map((r) => (
          <li key={r.number}>
            <span className="font-medium">{r.name}:</span>{' '}
            {r.matches
              .filter((m) => !m.bye && m.winner)
              .map((m) => {
                const [winner, loser] =
                  m.players[0]?.id === m.winner ? [m.players[0], m.players[1]] : [m.players[1], m.players[0]];
                return `${winner?.name ?? '?'} beat ${loser?.name ?? '?'}${m.kind === 'thirdPlace' ? ' (3rd place)' : ''}`;
              })
              .join(' · ')}
          </li>
        ))}
      </ul>
      <Link
        href={`/events/${eventId}/bracket${cut.division ? `?division=${cut.division}` : ''}`}
        className="text-sm text-amber-700 hover:underline"
      >
        Full bracket
      </Link>
      {cut.division && (
        <Link
          href={`/events/${eventId}/final-standings?division=${cut.division}`}
          className="ml-3 text-sm text-amber-700 hover:underline"
        >
          {division} final standings
        </Link>
      )}
    </section>
  );
}

interface Props {
  eventId: string;
  bracket: BracketView;
  /** Each age division's bracket (Play! Pokémon); empty without divisions. */
  divisions: BracketView[];
  standings: StandingsView;
  final: FinalStandingsView | null;
  teams: EventTeamView[];
  /** Whether the organizer published the decklists. */
  decklists: boolean;
}

/** After the event, the page leads with its champion (one per division when each division had its cut), the final standings and the bracket. */
export function EventResults({ eventId, bracket, divisions, standings, final, teams, decklists }: Props) {
  const divisionCuts = bracket.cut ? [] : divisions.flatMap((d) => (d.cut ? [d.cut] : []));
  const champion = bracket.cut?.champion?.name ?? (divisionCuts.length > 0 ? null : standings.rows[0]?.name);
  return (
    <section aria-label="Event results" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50/40 p-4">
      {champion && (
        <p role="status" className="text-2xl font-bold text-emerald-800">
          Champion: {champion}
        </p>
      )}
      {divisionCuts.map((cut) => (
        <p key={cut.division} className="text-xl font-bold text-emerald-800">
          {DIVISION_NAMES[cut.division!]} champion: {cut.champion?.name ?? 'still playing'}
        </p>
      ))}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-2">
          <h2 className="text-xl font-semibold">Final standings</h2>
          {final ? <FinalStandingsTable final={final} /> : <StandingsTable standings={standings} teams={teams} />}
          {decklists && (
            <Link href={`/events/${eventId}/decklists`} className="text-sm text-amber-700 hover:underline">
              Decklists and the field’s most-played Pokémon
            </Link>
          )}
        </div>
        <div className="space-y-4">
          {[bracket.cut, ...divisionCuts].flatMap((cut) =>
            cut ? [<BracketSummary key={cut.division ?? 'all'} eventId={eventId} cut={cut} />] : [],
          )}
        </div>
      </div>
    </section>
  );
}
