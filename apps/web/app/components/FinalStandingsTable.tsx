import type { FinalStandingsView } from '../../lib/apiTypes';

const cell = 'border-b border-slate-200 px-2 py-1';

/** 217: places after the top cut, the cut's players first with how far they went. */
export function FinalStandingsTable({ final, className = '' }: { final: FinalStandingsView; className?: string }) {
  return (
    <table className={`w-full border-collapse text-sm ${className}`} aria-label="Final standings">
      <thead>
        <tr className="text-left">
          <th className={cell}>Place</th>
          <th className={cell}>Player</th>
          <th className={cell}>Top cut</th>
          <th className={cell}>Swiss rank</th>
          <th className={cell}>Points</th>
        </tr>
      </thead>
      <tbody>
        {final.rows.map((r) => (
          <tr key={r.player.id} className={r.place <= final.cutSize ? 'font-medium' : ''}>
            <td className={cell}>{r.place}</td>
            <td className={cell}>{r.player.name}</td>
            <td className={cell}>{r.finish ?? '—'}</td>
            <td className={cell}>{r.swissRank}</td>
            <td className={cell}>{r.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
