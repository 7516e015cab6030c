import type { PodStandingsView } from '../../../../lib/apiTypes';

/** Points shared by tied places can be fractions: at most two decimals. */
export const podPoints = (n: number) => String(Math.round(n * 100) / 100);

/** A column shown from the sm breakpoint up; on a phone its value sits under the player's name. */
const wide = 'hidden py-1 pr-3 sm:table-cell';

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
            <th className={wide}>Tables</th>
            <th className={wide}>Firsts</th>
            {measure && <th className={`${wide} capitalize`}>{measure.name}</th>}
            <th className={wide}>Table-mates’ average</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr key={row.playerId} className="border-b border-slate-100">
              <td className="py-1 pr-3">{row.rank}</td>
              <td className="py-1 pr-3">
                {row.name}
                {row.dropped && <span className="ml-2 text-xs text-slate-500">(dropped)</span>}
                {/* On a phone the other columns sit under the name, so the table fits 390 px without cutting a column off. */}
                <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
                  {[
                    `${row.tables} ${row.tables === 1 ? 'table' : 'tables'}`,
                    `${row.wins} ${row.wins === 1 ? 'first' : 'firsts'}`,
                    ...(measure ? [`${measure.name} ${row.measure ?? '–'}`] : []),
                    `table-mates ${podPoints(row.opponentsAverage)}`,
                  ].join(' · ')}
                </span>
              </td>
              <td className="py-1 pr-3 font-medium">{podPoints(row.points)}</td>
              <td className={wide}>{row.tables}</td>
              <td className={wide}>{row.wins}</td>
              {measure && <td className={wide}>{row.measure ?? '–'}</td>}
              <td className={wide}>{podPoints(row.opponentsAverage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What decides ties, as the standings page says it. */
export function podTiebreaks(standings: PodStandingsView): string {
  const measure = standings.scoring.measure
    ? `${standings.scoring.measure.name} (${standings.scoring.measure.better} is better), then `
    : '';
  return `Ties: ${measure}the average points of the table-mates faced, then a draw recorded with the event.`;
}
