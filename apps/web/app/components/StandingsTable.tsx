import { percent, record } from '../../lib/format';
import type { StandingsView } from '../../lib/types';

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

export function StandingsTable({ standings }: { standings: StandingsView }) {
  const tiebreakers = columns[standings.policy];
  if (standings.rows.length === 0) return <p className="text-slate-500">No players yet.</p>;
  return (
    <table className="w-full border-collapse text-sm" aria-label={`Standings after round ${standings.throughRound}`}>
      <thead>
        <tr className="border-b border-slate-300 text-left">
          <th className="py-1 pr-2">Rank</th>
          <th className="py-1 pr-2">Player</th>
          <th className="py-1 pr-2 text-right">Points</th>
          <th className="py-1 pr-2">W-L-D</th>
          {tiebreakers.map(([key, label]) => (
            <th key={key} className="py-1 pr-2 text-right">
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
            </td>
            <td className="py-1 pr-2 text-right font-medium">{row.points}</td>
            <td className="py-1 pr-2">{record(row)}</td>
            {tiebreakers.map(([key]) => (
              <td key={key} className="py-1 pr-2 text-right tabular-nums">
                {percent(row[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
