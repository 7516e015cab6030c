import Link from 'next/link';
import { apiFind } from '../../../../../lib/api';
import { pageAsked } from '../../../../components/Pager';

/**
 * A large round's pairings show one page of tables: a player finds their table by name or DCI number, searched by the
 * API in the whole round (the list by last name of a small round would be 4,096 rows here).
 */
export async function FindInRound({ eventId, round, q }: { eventId: string; round: number; q: string | undefined }) {
  const asked = q?.trim() ? q.trim().slice(0, 100) : null;
  const found =
    asked === null ? null : await apiFind('/events/:id/find', { params: { id: eventId }, query: { q: asked, round } });
  return (
    <section className="no-print space-y-2" aria-labelledby="find-in-round">
      <h2 id="find-in-round" className="text-lg font-semibold">
        Find a player
      </h2>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col text-sm">
          Name or DCI number
          <input
            name="player"
            defaultValue={asked ?? ''}
            className="rounded border border-slate-400 px-2 py-2 text-base"
            autoComplete="off"
            inputMode="search"
          />
        </label>
        <button type="submit" className="rounded bg-amber-800 px-4 py-2 font-medium text-white">
          Find
        </button>
      </form>
      {found && found.matches.length === 0 && <p>Nobody in this round matches “{asked}”.</p>}
      {found && found.matches.length > 0 && (
        <ul className="space-y-1">
          {found.matches.map((seat) => (
            <li key={seat.playerId} className="rounded border border-slate-200 bg-white px-2 py-1">
              <span className="font-semibold">{seat.name}</span>:{' '}
              {seat.table === null ? (
                'a bye'
              ) : (
                <Link
                  href={`?page=${pageAsked(undefined, String(seat.table))}#table-${seat.table}`}
                  className="text-amber-700 underline"
                >
                  table {seat.table}
                </Link>
              )}
              {seat.opponent && ` against ${seat.opponent}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
