import type { Metadata } from 'next';
import Link from 'next/link';
import type { BracketMatchView, CutView, PlayerRef } from '../../../../lib/apiTypes';
import { DIVISION_NAMES } from '@tcg/domain/division';
import { DivisionTabs } from '../../../components/DivisionTabs';
import { loadCut, type CutPageProps } from '../loadCut';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { LiveUpdates } from '../../../components/LiveUpdates';

export const metadata: Metadata = { title: 'Top cut bracket · TCG Tournaments' };

export const dynamic = 'force-dynamic';

function Seat({ player, seed, match }: { player: PlayerRef | null; seed: number | null; match: BracketMatchView }) {
  const won = player !== null && match.winner === player.id;
  const lost = player !== null && match.winner !== null && !won;
  return (
    <div
      className={`flex items-baseline gap-2 px-2 py-1 ${won ? 'bg-emerald-50 font-semibold' : ''} ${lost ? 'text-slate-500 line-through print:text-slate-600' : ''}`}
    >
      <span className="w-6 shrink-0 text-right text-sm text-slate-500">{seed ?? ''}</span>
      <span className="grow">{player ? player.name : match.bye ? 'bye' : 'to be decided'}</span>
      {won && <span aria-label="winner">✓</span>}
    </div>
  );
}

function MatchBox({ match, name }: { match: BracketMatchView; name: string }) {
  const label = match.kind === 'thirdPlace' ? '3rd/4th-place match' : `${name} match ${match.slot}`;
  const outcome = match.match?.outcome;
  return (
    <li
      aria-label={label}
      className="break-inside-avoid rounded-lg border-2 border-slate-300 bg-white text-lg print:text-sm"
    >
      <div className="flex justify-between border-b border-slate-200 px-2 py-0.5 text-xs text-slate-500">
        <span>{match.kind === 'thirdPlace' ? '3rd/4th place' : `Match ${match.slot}`}</span>
        <span>{match.bye ? 'bye' : match.match ? `Table ${match.match.table}` : ''}</span>
      </div>
      <Seat player={match.players[0] ?? null} seed={match.seeds[0] ?? null} match={match} />
      <Seat player={match.players[1] ?? null} seed={match.seeds[1] ?? null} match={match} />
      {(match.suddenDeath || outcome?.decidedOnPrizes) && (
        <p className="px-2 pb-1 text-xs text-amber-700">
          {match.suddenDeath ? 'Equal Prizes at time: won in sudden death (217)' : 'Won on Prizes at time (217)'}
        </p>
      )}
    </li>
  );
}

function Draw({ draw, seed }: { draw: CutView['draws'][number]; seed: number }) {
  const acrossLine = draw.seats < draw.tied.length;
  return (
    <section
      aria-label={`Draw for Swiss rank ${draw.rank}`}
      className="break-inside-avoid rounded border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h2 className="font-semibold">{acrossLine ? 'Cut-line draw' : 'Seeding draw'}</h2>
      <p>
        {draw.tied.length} players shared Swiss rank {draw.rank} after every tiebreaker;{' '}
        {acrossLine
          ? `a recorded draw (seed ${seed}) gave ${draw.seats} of them a place:`
          : `a recorded draw (seed ${seed}) set their seed order:`}
      </p>
      <ol className="list-decimal pl-6">
        {draw.drawn.map((p, i) => (
          <li key={p.id}>
            {p.name}
            {acrossLine && (i < draw.seats ? ' — in the top cut' : ' — out')}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default async function BracketPage(props: CutPageProps) {
  const { id, event, whole, division, bracket } = await loadCut(props);
  const { cut } = bracket;
  const query = division ? `?division=${division}` : '';
  // Seeded from a TOM file's slots with no Swiss rounds: there is no Swiss rank or points to show.
  const swiss = cut?.afterRound !== 0;
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name}>
        {cut?.finished && (
          <Link href={`/events/${id}/final-standings${query}`} className="text-sm text-amber-700">
            Final standings
          </Link>
        )}
      </PrintableHeader>
      <LiveUpdates eventId={id} />
      <h1 className="text-3xl font-semibold">
        {event.name} · {division && `${DIVISION_NAMES[division]} · `}
        {cut ? `Top ${cut.size}` : 'Top cut'}
      </h1>
      {event.divisionGroups && (whole.cuts.length === 0 || whole.cuts.some((c) => c.division !== null)) && (
        <DivisionTabs
          href={(d) => `/events/${id}/bracket${d ? `?division=${d}` : ''}`}
          current={division}
          all={!whole.cuts.some((c) => c.division !== null)}
        />
      )}
      {!cut ? (
        <p className="text-slate-600">
          No top cut yet. Recommended:{' '}
          {bracket.recommendation.size === null ? 'none' : `top ${bracket.recommendation.size}`} (
          {bracket.recommendation.reason})
        </p>
      ) : (
        <>
          <p className="text-slate-600">
            {cut.afterRound === 0
              ? 'Single elimination only (no Swiss rounds: seeded as the TOM file’s bracket slots)'
              : `Single elimination after ${cut.afterRound} Swiss rounds`}{' '}
            · best of {cut.bestOf} · {cut.roundMinutes}-minute rounds
            {cut.thirdPlaceMatch && ' · 3rd/4th-place match'} · no draws: fewer Prizes at time wins, equal Prizes go to
            sudden death (217)
          </p>
          {cut.champion && (
            <p role="status" className="rounded-lg bg-emerald-100 p-4 text-center text-3xl font-bold text-emerald-800">
              Winner: {cut.champion.name}
            </p>
          )}
          <div
            className="grid gap-6 md:grid-flow-col md:auto-cols-fr print:grid-flow-col print:auto-cols-fr"
            aria-label="Bracket"
          >
            {cut.rounds.map((r) => (
              <section key={r.number} aria-label={r.name} className="flex flex-col">
                <h2 className="mb-2 text-xl font-semibold">
                  {r.name} <span className="text-sm font-normal text-slate-500">round {r.number}</span>
                </h2>
                <ol className="flex grow flex-col justify-around gap-4">
                  {r.matches.map((m) => (
                    <MatchBox key={m.slot} match={m} name={r.name} />
                  ))}
                </ol>
              </section>
            ))}
          </div>
          {cut.draws.length > 0 && (
            <div className="grid gap-4 md:grid-cols-2">
              {cut.draws.map((d) => (
                <Draw key={d.rank} draw={d} seed={cut.seed} />
              ))}
            </div>
          )}
          <section aria-label="Seeds" className="break-before-page">
            <h2 className="mb-2 text-lg font-semibold">
              {cut.afterRound === 0
                ? 'Seeds from the TOM file’s bracket slots'
                : 'Seeds from the final Swiss standings'}
            </h2>
            <table className="w-full max-w-xl border-collapse text-sm">
              <thead>
                <tr className="text-left">
                  <th className="border-b border-slate-300 px-2 py-1">Seed</th>
                  <th className="border-b border-slate-300 px-2 py-1">Player</th>
                  {swiss && <th className="border-b border-slate-300 px-2 py-1">Swiss rank</th>}
                  {swiss && <th className="border-b border-slate-300 px-2 py-1">Points</th>}
                </tr>
              </thead>
              <tbody>
                {cut.seeds.map((s) => (
                  <tr key={s.seed}>
                    <td className="px-2 py-1">{s.seed}</td>
                    <td className="px-2 py-1">{s.player.name}</td>
                    {swiss && <td className="px-2 py-1">{s.rank}</td>}
                    {swiss && <td className="px-2 py-1">{s.points}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
