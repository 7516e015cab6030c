'use client';

import { useSend } from '../../../lib/useSend';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import { selectCut, type CutRule } from '@tcg/domain/cut';
import { DIVISION_NAMES, swissRoundsOf, type Division } from '@tcg/domain/division';
import { swissFinished } from '@tcg/domain/event';
import type { ApiError, BracketView, ClockView, EventDetail, RoundView, StandingsView } from '../../../lib/apiTypes';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Countdown } from '../../components/Countdown';
import { ErrorNote } from '../../components/ErrorNote';
import { ShortNumberInput } from '../../components/ShortNumberInput';
import { ClockControls } from './ClockControls';

const SIZES = [2, 4, 8, 16, 32, 64];
const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

/** The query naming a division's cut on the bracket and final standings pages. */
const divisionQuery = (division: Division | null) => (division ? `?division=${division}` : '');

function CutLinks({
  eventId,
  bracket,
  rounds,
  clock,
}: {
  eventId: string;
  bracket: BracketView;
  rounds: RoundView[];
  clock: ClockView;
}) {
  const cut = bracket.cut!;
  const query = divisionQuery(cut.division);
  const { send, busy, error } = useSend();
  return (
    <div className="space-y-2 text-sm">
      <p>
        Top {cut.size}
        {cut.minPoints !== null && ` (everyone with ${cut.minPoints}+ match points)`} · best of {cut.bestOf} ·{' '}
        {cut.roundMinutes}-minute rounds
        {cut.thirdPlaceMatch && ' · 3rd/4th-place match'}
      </p>
      {cut.champion && <p className="font-medium text-emerald-700">Winner: {cut.champion.name}</p>}
      <nav className="flex flex-wrap gap-3 text-amber-700" aria-label="Top cut pages">
        <Link href={`/events/${eventId}/bracket${query}`}>Bracket</Link>
        <Link
          href={`/events/${eventId}/results?round=${cut.rounds.find((r) => r.matches.some((m) => m.match && !m.bye && !m.winner))?.number ?? cut.afterRound + 1}`}
        >
          Enter top cut results
        </Link>
        {cut.finished && <Link href={`/events/${eventId}/final-standings${query}`}>Final standings</Link>}
      </nav>
      <ul className="space-y-1">
        {cut.rounds.map((r) => (
          <li key={r.number}>
            {r.name} (round {r.number}):{' '}
            <Link className="text-amber-700" href={`/events/${eventId}/rounds/${r.number}/pairings`}>
              pairings
            </Link>{' '}
            ·{' '}
            <Link className="text-amber-700" href={`/events/${eventId}/rounds/${r.number}/slips`}>
              match slips
            </Link>{' '}
            {(() => {
              const stored = rounds.find((x) => x.number === r.number);
              const seated = r.matches.some((m) => m.match && !m.bye && !m.winner);
              // A round still in play gets the Swiss rounds' clock controls: pause, resume, add time (212).
              if (stored?.endsAt && seated)
                return <ClockControls eventId={eventId} round={stored} clock={clock} busy={busy} send={send} />;
              if (stored?.endsAt) return <Countdown endsAt={stored.endsAt} />;
              return seated ? (
                <button
                  className="ml-1 rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100"
                  disabled={busy}
                  onClick={() =>
                    void send('POST', '/events/:id/rounds/:n/timer', { params: { id: eventId, n: r.number } })
                  }
                >
                  Start {r.name} timer
                </button>
              ) : null;
            })()}
          </li>
        ))}
      </ul>
      <ErrorNote error={error} />
    </div>
  );
}

/** The seeds the cut will have, read in the browser with the domain's own selection: seats decided by a draw name the tied players. */
function CutPreview({ standings, rule }: { standings: StandingsView; rule: CutRule }) {
  const selection = selectCut(
    standings.rows.filter((row) => !row.dropped),
    rule,
    () => 0,
  );
  if (!selection.ok) return <p role="alert">{selection.error.message}</p>;
  const names = new Map(standings.rows.map((row) => [row.playerId, row.name]));
  const drawnSeats = new Set(selection.value.draws.flatMap((d) => d.drawn.slice(0, d.seats)));
  const fixed = selection.value.seeds.map((id, i) => ({ seed: i + 1, id })).filter((s) => !drawnSeats.has(s.id));
  return (
    <div aria-label="Top cut seeds" className="space-y-1">
      <ol className="list-none">
        {fixed.map((s) => (
          <li key={s.id}>
            Seed {s.seed}: {names.get(s.id)}
          </li>
        ))}
      </ol>
      {selection.value.draws.map((d) => (
        <p key={d.rank}>
          Drawn at random among the players tied at rank {d.rank} ({d.tied.map((id) => names.get(id)).join(', ')}):{' '}
          {d.seats} seat{d.seats === 1 ? '' : 's'}
          {d.seats < d.tied.length ? ', the last in the cut' : ', their seed order'}.
        </p>
      ))}
    </div>
  );
}

/** 217: choose the top cut — a size or a match-point threshold, its match structure and round time, the 3rd/4th-place match. */
function CutForm({
  event,
  bracket,
  standings,
  division,
}: {
  event: EventDetail;
  bracket: BracketView;
  standings: StandingsView;
  division: Division | null;
}) {
  const router = useRouter();
  const [by, setBy] = useState<'size' | 'minPoints'>('size');
  const [size, setSize] = useState(String(bracket.recommendation.size ?? 4));
  const [minPoints, setMinPoints] = useState('');
  const [bestOf, setBestOf] = useState<1 | 3>(1);
  const [roundMinutes, setRoundMinutes] = useState(String(event.roundMinutes));
  const [thirdPlace, setThirdPlace] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function create(): Promise<ApiError | null> {
    const rule = by === 'size' ? { size: Number(size) } : { minPoints: Number(minPoints) };
    const sent = await apiSend('POST', '/events/:id/cut', {
      params: { id: event.id },
      body: {
        ...rule,
        bestOf,
        roundMinutes: Number(roundMinutes),
        thirdPlaceMatch: thirdPlace,
        ...(division ? { division } : {}),
      },
    });
    if (!sent.ok) return sent.error;
    setConfirming(false);
    router.refresh();
    return null;
  }
  const who = by === 'size' ? `the top ${size}` : `everyone with at least ${minPoints || '?'} match points`;
  const whose = division ? `the ${DIVISION_NAMES[division]} standings` : 'the standings';
  const noMoreSwiss = division
    ? `${DIVISION_NAMES[division]} plays no more Swiss rounds`
    : 'No more Swiss rounds can be paired';
  const statement =
    `Make the ${division ? `${DIVISION_NAMES[division]} ` : ''}top cut: ${who} of ${whose} after round ${standings.throughRound}, seeded by them (ties at the cut line drawn); ` +
    `best of ${bestOf}, ${roundMinutes}-minute rounds${thirdPlace ? ', a 3rd/4th-place match' : ''}. ${noMoreSwiss}, and the cut stays (217).`;

  return (
    <form
      className="space-y-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirming(true);
      }}
      aria-label={division ? `Make the ${DIVISION_NAMES[division]} top cut` : 'Make the top cut'}
    >
      <div className="flex flex-wrap items-center gap-3">
        <label>
          <input type="radio" name="cutBy" checked={by === 'size'} onChange={() => setBy('size')} /> Top
        </label>
        <select
          aria-label="Cut size"
          className={field}
          value={size}
          onChange={(e) => setSize(e.target.value)}
          disabled={by !== 'size'}
        >
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label>
          <input type="radio" name="cutBy" checked={by === 'minPoints'} onChange={() => setBy('minPoints')} /> Everyone
          with at least
        </label>
        <ShortNumberInput
          aria-label="Match points"
          className="text-sm"
          min={0}
          value={minPoints}
          onValue={setMinPoints}
          disabled={by !== 'minPoints'}
        />
        <span>match points</span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label>
          Best of{' '}
          <select
            aria-label="Top cut best of"
            className={field}
            value={bestOf}
            onChange={(e) => setBestOf(e.target.value === '3' ? 3 : 1)}
          >
            <option value="1">1</option>
            <option value="3">3</option>
          </select>
        </label>
        <label>
          Round minutes{' '}
          <ShortNumberInput
            aria-label="Top cut round minutes"
            className="text-sm"
            min={10}
            max={180}
            value={roundMinutes}
            onValue={setRoundMinutes}
          />
        </label>
        <label>
          <input type="checkbox" checked={thirdPlace} onChange={(e) => setThirdPlace(e.target.checked)} /> 3rd/4th-place
          match
        </label>
      </div>
      {confirming ? (
        <>
          <CutPreview
            standings={standings}
            rule={by === 'size' ? { size: Number(size) } : { minPoints: Number(minPoints) }}
          />
          <ConfirmStep
            statement={statement}
            confirmLabel="Confirm the top cut"
            onConfirm={create}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : (
        <button type="submit" className="rounded bg-action px-3 py-1.5 font-medium text-white hover:bg-action-hover">
          Make the top cut
        </button>
      )}
    </form>
  );
}

/** One division's bracket and standings (Play! Pokémon): its cut is made from them. */
export interface DivisionCut {
  bracket: BracketView;
  standings: StandingsView;
}

interface Props {
  event: EventDetail;
  bracket: BracketView;
  /** Each age division's bracket and standings; empty for an event without divisions. */
  divisions: DivisionCut[];
  rounds: RoundView[];
  standings: StandingsView;
  swissComplete: boolean;
  clock: ClockView;
}

type CutStepProps = Omit<Props, 'divisions'>;

/** The recommended cut, then the cut made or the form that makes it (217). */
function CutStep({ event, bracket, rounds, standings, swissComplete, clock }: CutStepProps) {
  return (
    <>
      <p className="text-sm text-slate-600">
        Recommended: {bracket.recommendation.size === null ? 'no top cut' : `top ${bracket.recommendation.size}`} (
        {bracket.recommendation.reason})
      </p>
      {bracket.cut ? (
        <CutLinks eventId={event.id} bracket={bracket} rounds={rounds} clock={clock} />
      ) : swissComplete ? (
        <CutForm event={event} bracket={bracket} standings={standings} division={bracket.division} />
      ) : (
        <p className="text-sm text-slate-500">
          The top cut is made once the last Swiss round is complete; seeds come from the final standings (217).
        </p>
      )}
    </>
  );
}

/** A division's own Swiss rounds are complete (its group may play fewer than the others): its cut can be made. */
const divisionSwissComplete = (event: EventDetail, division: Division, standings: StandingsView) =>
  swissFinished(
    {
      planned: swissRoundsOf(division, event.divisionGroups, event.groupRounds, event.rounds),
      complete: standings.throughRound,
    },
    'topCut',
  ).ok;

/** The top cut: one for the event, or under Play! Pokémon's age divisions one per division from its own standings. */
export function TopCutPanel({ divisions, ...props }: Props) {
  const perDivision = divisions.length > 0 && !props.bracket.cuts.some((cut) => cut.division === null);
  return (
    <section aria-label="Top cut" className="space-y-3">
      <h2 className="text-xl font-semibold">Top cut</h2>
      {perDivision ? (
        divisions
          .filter(({ bracket }) => bracket.attendance > 0 || bracket.cut) // a division nobody played in has no cut to make
          .map(({ bracket, standings }) => (
            <section
              key={bracket.division}
              aria-label={`${DIVISION_NAMES[bracket.division!]} top cut`}
              className="space-y-2 border-t border-slate-200 pt-2"
            >
              <h3 className="font-semibold">
                {DIVISION_NAMES[bracket.division!]} · {bracket.attendance} player{bracket.attendance === 1 ? '' : 's'}
              </h3>
              <CutStep
                {...props}
                bracket={bracket}
                standings={standings}
                swissComplete={divisionSwissComplete(props.event, bracket.division!, standings)}
              />
            </section>
          ))
      ) : (
        <CutStep {...props} />
      )}
    </section>
  );
}
