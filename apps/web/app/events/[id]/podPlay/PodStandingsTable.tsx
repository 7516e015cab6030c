import type { PodStandingsView } from '../../../../lib/apiTypes';

/** Points shared by tied places can be fractions: at most two decimals. */
export const podPoints = (n: number) => String(Math.round(n * 100) / 100);

/** Pod-play standings: total, the measure when the event records one, table-mates' average, the recorded draw. */
export function PodStandingsTable({ standings }: { standings: PodStandingsView }) {
  const measure = standings.scoring.measure;
  if (standings.rows.length === 0) return <p className="text-sm text-slate-500">Nobody is registered yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th className="py-1 pr-3">Rank</th>
            <th className="py-1 pr-3">Player</th>
            <th className="py-1 pr-3">Points</th>
            <th className="py-1 pr-3">Tables</th>
            <th className="py-1 pr-3">Firsts</th>
            {measure && <th className="py-1 pr-3 capitalize">{measure.name}</th>}
            <th className="py-1 pr-3">Table-mates’ average</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr key={row.playerId} className="border-b border-slate-100">
              <td className="py-1 pr-3">{row.rank}</td>
              <td className="py-1 pr-3">
                {row.name}
                {row.dropped && <span className="ml-2 text-xs text-slate-500">(dropped)</span>}
              </td>
              <td className="py-1 pr-3 font-medium">{podPoints(row.points)}</td>
              <td className="py-1 pr-3">{row.tables}</td>
              <td className="py-1 pr-3">{row.wins}</td>
              {measure && <td className="py-1 pr-3">{row.measure ?? '–'}</td>}
              <td className="py-1 pr-3">{podPoints(row.opponentsAverage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What decides ties, as the standings page says it. */
export function podTiebreaks(standings: PodStandingsView): string {
  const measure = standings.scoring.measure ? `${standings.scoring.measure.name} (${standings.scoring.measure.better} is better), then ` : '';
  return `Ties: ${measure}the average points of the table-mates faced, then a draw recorded with the event.`;
}
