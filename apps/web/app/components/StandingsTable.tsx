import { percent, record } from '../../lib/format';
import type { EventTeamView, StandingsView } from '../../lib/apiTypes';

const columns = {
  dci2003: [
    ['omw', 'OMW%'],
    ['gw', 'GW%'],
    ['ogw', 'OGW%'],
  ],
  playpokemon: [
    ['opWin', 'Op Win%'],
    ['opOpWin', 'Op Op Win%'],
  ],
} as const;

/** `teams`: in a team event, each row is a team, shown with its Player A and Player B. */
export function StandingsTable({ standings, teams = [] }: { standings: StandingsView; teams?: EventTeamView[] }) {
  const tiebreakers = columns[standings.policy];
  const members = (teamId: string | undefined) => teams.find((t) => t.teamId === teamId)?.members ?? [];
  if (standings.rows.length === 0) return <p className="text-slate-500">No players yet.</p>;
  if (standings.throughRound === 0)
    return (
      <p className="text-slate-500">
        No rounds played yet: everyone starts level ({standings.rows.length} {teams.length > 0 ? 'teams' : 'players'}).
      </p>
    );
  return (
    <table className="w-full border-collapse text-sm" aria-label={`Standings after round ${standings.throughRound}`}>
      <thead>
        <tr className="border-b border-slate-300 text-left">
          <th className="py-1 pr-2">Rank</th>
          <th className="py-1 pr-2">{teams.length > 0 ? 'Team' : 'Player'}</th>
          <th className="py-1 pr-2 text-right">Points</th>
          <th className="whitespace-nowrap py-1 pr-2">W-L-D</th>
          {tiebreakers.map(([key, label]) => (
            <th key={key} className="hidden py-1 pr-2 text-right sm:table-cell">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {standings.rows.map((row) => (
          <tr key={row.playerId} className="border-b border-slate-100">
            <td className="py-1 pr-2">{row.rank}</td>
            <td className="py-1 pr-2">
              {row.name}
              {row.dropped && <span className="ml-2 rounded bg-slate-200 px-1 text-xs text-slate-600">dropped</span>}
              {/* On a phone the tiebreakers sit under the name, so the table fits 390 px without cutting a column off. */}
              <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
                {tiebreakers.map(([key, label]) => `${label} ${percent(row[key])}`).join(' · ')}
              </span>
              {members(row.teamId).length > 0 && (
                <span className="block text-xs text-slate-500">
                  {members(row.teamId)
                    .map((m) => `${m.seat}: ${m.firstName} ${m.lastName}`)
                    .join(' · ')}
                </span>
              )}
            </td>
            <td className="py-1 pr-2 text-right font-medium">{row.points}</td>
            <td className="whitespace-nowrap py-1 pr-2">{record(row)}</td>
            {tiebreakers.map(([key]) => (
              <td key={key} className="hidden py-1 pr-2 text-right tabular-nums sm:table-cell">
                {percent(row[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
