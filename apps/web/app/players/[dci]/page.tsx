import type { Of, PlayerPage } from '@tcg/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { readOrProblem, apiGet } from '../../../lib/api';
import { RatingChart } from './RatingChart';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Player · TCG Tournaments' };

type Player = Of<typeof PlayerPage>;
const cell = 'border-b border-slate-200 px-2 py-1';

/** The team played for in a team event, with the other member(s). */
function TeamLine({ team }: { team: NonNullable<Player['events'][number]['team']> }) {
  const partners = team.partners.map((p) => `${p.firstName} ${p.lastName} (DCI ${p.dciNumber})`).join(', ');
  return (
    <p className="text-xs text-slate-600">
      Team {team.name}
      {partners && ` with ${partners}`}
    </p>
  );
}

/** A player by DCI number: local ratings per category with their history, and every public event played (a team event with the team), private ones only to their staff. */
export default async function PlayerProfile({ params }: { params: Promise<{ dci: string }> }) {
  const { dci } = await params;
  const { data: player, problem } = await readOrProblem(() =>
    apiGet('/players/:dciNumber', { params: { dciNumber: dci } }),
  );
  if (!player)
    return (
      <p role="alert" className="text-red-700">
        {problem}
      </p>
    );
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">
        {player.firstName} {player.lastName}{' '}
        <span className="text-base font-normal text-slate-500">· DCI {player.dciNumber}</span>
      </h1>
      <section aria-label="Local ratings" className="space-y-3">
        <h2 className="text-xl font-semibold">Local ratings</h2>
        {player.ratings.length === 0 && (
          <p className="text-sm text-slate-500">No rated match yet (byes are not rated).</p>
        )}
        {player.ratings.map((r) => (
          <div key={r.category} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="text-sm">
              <span className="font-medium">{r.category}</span>: {r.rating} after {r.matches} rated match
              {r.matches === 1 ? '' : 'es'}
            </p>
            <RatingChart points={r.history} label={`${r.category} rating after each event`} />
          </div>
        ))}
        <p className="text-xs text-slate-500">
          Elo over every reported match of this installation’s public events: everyone starts at 1600, K = 16, a draw
          counts half, byes are unrated; a corrected result counts as corrected. In Team Constructed and Team Limited
          the team match is the result: it moves each member alike, expected from the teams’ average ratings.
        </p>
      </section>
      <section aria-label="Events played">
        <h2 className="mb-2 text-xl font-semibold">Events</h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-left">
                <th className={cell}>Event</th>
                <th className={cell}>Date</th>
                <th className={cell}>Record (W-L-D)</th>
                <th className={cell}>Finish</th>
              </tr>
            </thead>
            <tbody>
              {player.events.map((e) => (
                <tr key={e.eventId}>
                  <td className={cell}>
                    <Link href={`/events/${e.eventId}`} className="text-amber-700 hover:underline">
                      {e.name}
                    </Link>
                    {e.team && <TeamLine team={e.team} />}
                  </td>
                  <td className={cell}>{e.date}</td>
                  <td className={cell}>
                    {e.wins}-{e.losses}-{e.draws}
                    {e.byes > 0 && ` (${e.byes} bye${e.byes === 1 ? '' : 's'})`}
                  </td>
                  <td className={cell}>{e.finish ?? (e.rank === null ? '—' : `Swiss rank ${e.rank}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {player.hidden.events > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            {player.hidden.events} private event{player.hidden.events === 1 ? '' : 's'} not shown: only their staff see
            them.
          </p>
        )}
      </section>
    </div>
  );
}
