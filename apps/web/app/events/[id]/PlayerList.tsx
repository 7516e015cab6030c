import type { Registration } from '../../../lib/apiTypes';

/** The registered players, read-only: what a visitor without a role in the event sees instead of the registration desk. */
export function PlayerList({ players }: { players: Registration[] }) {
  return (
    <section aria-label="Players" className="space-y-2">
      <h2 className="text-xl font-semibold">Players ({players.length})</h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {players.map((p) => (
          <li key={p.id} className="px-3 py-2">
            {p.name}
            {p.disqualified && <span className="ml-2 text-xs text-slate-500">disqualified</span>}
            {!p.disqualified && p.droppedAfterRound !== null && (
              <span className="ml-2 text-xs text-slate-500">dropped after round {p.droppedAfterRound}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
