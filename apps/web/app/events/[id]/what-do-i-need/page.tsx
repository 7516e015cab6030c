import type { Metadata } from 'next';
import { apiGet } from '../../../../lib/api';
import { BackToEvent } from '../BackToEvent';
import type { PlayerOutlookView } from '../../../../lib/apiTypes';

export const metadata: Metadata = { title: 'What do I need? · TCG Tournaments' };
export const dynamic = 'force-dynamic';

type Tally = NonNullable<PlayerOutlookView['lastRound']>['win'];

function standingInWords(o: PlayerOutlookView): string {
  const cut = `the top ${o.cutSize}`;
  const left = `${o.roundsLeft} Swiss round${o.roundsLeft === 1 ? '' : 's'} left`;
  switch (o.standing) {
    case 'no-cut':
      return 'No top cut at this event: the Swiss standings are final (217).';
    case 'made':
      return `${o.name} made ${cut}.`;
    case 'missed':
      return `${o.name} did not make ${cut}.`;
    case 'dropped':
      return `${o.name} dropped from the event.`;
    case 'eliminated':
      return `${o.name} (${o.points} points) can no longer reach ${cut} on points, with ${left}.`;
    case 'locked':
      return `${o.name} (${o.points} points) is in ${cut} on points however the ${left} go; a tie at the cut line goes to tiebreakers.`;
    case 'alive':
      return `${o.name} (${o.points} points) can still make ${cut}, with ${left}.`;
  }
}

const share = (n: number, of: number) => `${n} (${Math.round((100 * n) / of)}%)`;

function LastRound({ last }: { last: NonNullable<PlayerOutlookView['lastRound']> }) {
  const rows: [string, Tally][] = [
    ['If you win', last.win],
    ['If you draw (an intentional draw too)', last.draw],
    ['If you lose', last.loss],
  ];
  return (
    <section aria-label="The last round" className="space-y-2">
      <h2 className="text-lg font-semibold">Round {last.round}, the last Swiss round</h2>
      <p className="text-sm text-slate-600">
        {last.exhaustive
          ? `Every result of the other tables: ${last.outcomes} outcomes.`
          : `An estimate from ${last.outcomes} sampled results of the other tables (too many to try them all).`}
      </p>
      <table aria-label="Your last round" className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1">Your result</th>
            <th>In on points</th>
            <th>Tiebreakers decide</th>
            <th>Out</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, tally]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-normal">
                {label}
              </th>
              <td>{share(tally.in, last.outcomes)}</td>
              <td>{share(tally.onTiebreakers, last.outcomes)}</td>
              <td>{share(tally.out, last.outcomes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "What do I need?" (#16, 217): a player picks their name and reads their chances of the top cut. */
export default async function WhatDoINeedPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ player?: string }>;
}) {
  const [{ id }, { player }] = await Promise.all([params, searchParams]);
  const [event, standings] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/standings', { params: { id } }),
  ]);
  const chosen = standings.rows.some((r) => r.playerId === player) ? player! : null;
  const outlook = chosen
    ? await apiGet('/events/:id/players/:playerId/outlook', { params: { id, playerId: chosen } })
    : null;
  const names = [...standings.rows].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackToEvent eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">What do I need?</h1>
      <form className="flex flex-wrap items-end gap-2" method="get">
        <label className="text-sm">
          Your name
          <select
            name="player"
            defaultValue={chosen ?? ''}
            className="mt-1 block rounded border border-slate-300 bg-white px-2 py-2"
          >
            <option value="" disabled>
              Choose…
            </option>
            {names.map((r) => (
              <option key={r.playerId} value={r.playerId}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-action px-4 py-2 font-medium text-white hover:bg-action-hover">
          Show
        </button>
      </form>
      {outlook && (
        <div className="space-y-4">
          <p role="status" className="rounded-lg border border-slate-200 bg-white p-4">
            {standingInWords(outlook)}
          </p>
          {outlook.lastRound && <LastRound last={outlook.lastRound} />}
        </div>
      )}
    </div>
  );
}
