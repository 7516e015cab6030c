'use client';

import {
  decideMatch,
  firstPlayerSentence,
  prizeCount,
  type BestOf,
  type Game,
  type MatchReport,
  type PrizeKind,
} from '@tcg/domain/match';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { apiSend } from '../../../../lib/client';
import { describeGame, describeResult } from '../../../../lib/describe';
import type { ApiError, MatchView, RoundView } from '../../../../lib/apiTypes';
import { Countdown } from '../../../components/Countdown';
import { ErrorNote } from '../../../components/ErrorNote';
import { ShortNumberInput } from '../../../components/ShortNumberInput';

interface Props {
  eventId: string;
  bestOf: BestOf;
  alternateScoring: boolean;
  prizeKind: PrizeKind;
  round: RoundView;
  /** The server's clock when the round was read: the countdown runs on it. */
  serverNow: string;
  /** Team events: the Prizes a team sets out (Player A's and Player B's together, Appendix A.B 5–6). */
  teamPrizes?: number | undefined;
}

const big =
  'rounded-lg border border-slate-300 bg-white px-3 py-3 text-left font-medium hover:bg-amber-50 focus:outline-2 focus:outline-amber-500';
const field = 'rounded border border-slate-300 bg-white px-2 py-1';

/** 217: in a top cut match, equal Prizes at time go to sudden death; the judge records its winner. */
function TimeCalled({
  match,
  prizeKind,
  teamPrizes,
  elimination,
  onAdd,
}: {
  match: MatchView;
  prizeKind: PrizeKind;
  teamPrizes: number | undefined;
  elimination: boolean;
  onAdd: (game: Game) => void;
}) {
  const [a, b] = [match.playerA, match.playerB!];
  const [prizes, setPrizes] = useState<Record<string, string>>({ [a.id]: '', [b.id]: '' });
  const [suddenDeath, setSuddenDeath] = useState('');
  const max = teamPrizes ?? prizeCount(prizeKind);
  const equal = elimination && prizes[a.id] !== '' && prizes[a.id] === prizes[b.id];
  function submit(event: FormEvent) {
    event.preventDefault();
    const prizesRemaining = { [a.id]: Number(prizes[a.id]), [b.id]: Number(prizes[b.id]) };
    onAdd(
      equal
        ? { timeCalled: true, prizesRemaining, suddenDeathWinner: suddenDeath }
        : { timeCalled: true, prizesRemaining },
    );
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-label="Time called"
    >
      {[a, b].map((p) => (
        <label key={p.id} className="text-sm">
          {p.name}: {teamPrizes ? `team Prizes left (of ${teamPrizes})` : 'Prizes left'}
          <ShortNumberInput
            className="ml-1"
            inputMode="numeric"
            min={0}
            max={max}
            value={prizes[p.id]}
            onValue={(value) => setPrizes({ ...prizes, [p.id]: value })}
            required
          />
        </label>
      ))}
      {equal && (
        <label className="text-sm">
          Equal Prizes: sudden death won by
          <select
            className={`${field} ml-1`}
            value={suddenDeath}
            onChange={(e) => setSuddenDeath(e.target.value)}
            required
          >
            <option value="">—</option>
            <option value={a.id}>{a.name}</option>
            <option value={b.id}>{b.name}</option>
          </select>
        </label>
      )}
      <button type="submit" className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white">
        Time called: record
      </button>
    </form>
  );
}

function MatchForm({
  props,
  match,
  onSaved,
}: {
  props: Props;
  match: MatchView;
  onSaved: (m: MatchView, note: string | null) => void;
}) {
  const { bestOf, alternateScoring, prizeKind, eventId } = props;
  const [a, b] = [match.playerA, match.playerB!];
  const players: [string, string] = [a.id, b.id];
  const [games, setGames] = useState<Game[]>([]);
  const [coinToss, setCoinToss] = useState('');
  const [reason, setReason] = useState('');
  const [timeCalled, setTimeCalled] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [extension, setExtension] = useState(String(match.extensionMinutes));
  const correcting = match.result !== null;
  const elimination = props.round.stage === 'elimination';
  const options = { players, bestOf, stage: props.round.stage, alternateScoring, prizeKind };

  async function submit(report: MatchReport) {
    const checked = decideMatch(report, options);
    if (!checked.ok) return setError(checked.error);
    if (correcting && !reason.trim())
      return setError({
        code: 'REASON_REQUIRED',
        message: 'This match already has a result: give a reason for the correction.',
        field: 'reason',
      });
    const sent = await apiSend('PUT', '/matches/:id/result', {
      params: { id: match.id },
      body: {
        version: match.version,
        eventId,
        ...report,
        ...(correcting ? { reason } : {}),
      },
    });
    if (!sent.ok) {
      setError(sent.error);
      const stored = sent.error.match as MatchView | undefined;
      if (stored) onSaved(stored, `Someone else entered this match first: ${describeResult(stored)}.`);
      return;
    }
    const touched = sent.data.laterRoundsTouched;
    const reseated = sent.data.affectedMatches.map(
      (m) => `round ${m.number} table ${m.slot}${m.resultCleared ? ' (result cleared: enter it again)' : ''}`,
    );
    if (reseated.length) return onSaved(sent.data.match, `Correction saved. Re-seated: ${reseated.join(', ')}.`);
    onSaved(
      sent.data.match,
      touched.length ? `Correction saved. Already paired and left as they are: round ${touched.join(', ')}.` : null,
    );
  }

  const addGame = (game: Game) => {
    setTimeCalled(false);
    if (bestOf === 1) return void submit({ games: [game] });
    const next = [...games, game];
    setGames(next);
    const outcome = decideMatch({ games: next }, options);
    if (!outcome.ok && outcome.error.code !== 'NO_GAMES') setError(outcome.error);
    else setError(null);
  };

  const gameNumber = games.length + 1;
  const choosing = firstPlayerSentence({
    games,
    coinToss: coinToss || null,
    players,
    names: { [a.id]: a.name, [b.id]: b.name },
    bestOf,
  });
  const decided = bestOf > 1 && games.length > 0 ? decideMatch({ games }, options) : null;

  /** Keyboard: 1 and 2 for a player's win, d for a draw, t for time called (not while typing in a field). */
  function shortcut(event: KeyboardEvent) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const keys: Record<string, () => void> = {
      '1': () => addGame({ winner: a.id }),
      '2': () => addGame({ winner: b.id }),
      t: () => setTimeCalled(true),
    };
    if (!elimination) keys.d = () => addGame({ draw: true });
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  async function saveExtension(event: FormEvent) {
    event.preventDefault();
    const sent = await apiSend('PUT', '/matches/:id/extension', {
      params: { id: match.id },
      body: { minutes: Number(extension) },
    });
    if (!sent.ok) return setError(sent.error);
    onSaved(sent.data, `Time extension: ${sent.data.extensionMinutes} minutes.`);
  }

  return (
    <div className="space-y-3" onKeyDown={shortcut}>
      {correcting && (
        <div className="rounded border border-amber-300 bg-amber-50 p-2 text-sm">
          <p>Stored: {describeResult(match)}</p>
          <label className="mt-1 block">
            Reason for the correction
            <input
              className={`${field} mt-1 block w-full`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        </div>
      )}
      {bestOf > 1 && (
        <div className="space-y-1 text-sm">
          <label>
            Coin toss won by{' '}
            <select className={field} value={coinToss} onChange={(e) => setCoinToss(e.target.value)}>
              <option value="">not entered</option>
              <option value={a.id}>{a.name}</option>
              <option value={b.id}>{b.name}</option>
            </select>
          </label>
          <ol className="list-decimal pl-5" aria-label="Games">
            {games.map((g, i) => (
              <li key={i}>{describeGame(match, g)}</li>
            ))}
          </ol>
          {games.length > 0 && (
            <button className="text-xs text-amber-700 underline" onClick={() => setGames(games.slice(0, -1))}>
              Remove last game
            </button>
          )}
        </div>
      )}
      <p className="text-sm text-slate-600" aria-label="Who chooses">
        {choosing}
      </p>
      <div className="grid grid-cols-2 gap-2" role="group" aria-label={bestOf > 1 ? `Game ${gameNumber}` : 'Result'}>
        <button className={big} onClick={() => addGame({ winner: a.id })} autoFocus={!correcting}>
          {a.name} wins{bestOf > 1 ? ` game ${gameNumber}` : ''}
        </button>
        <button className={big} onClick={() => addGame({ winner: b.id })}>
          {b.name} wins{bestOf > 1 ? ` game ${gameNumber}` : ''}
        </button>
        {!elimination && (
          <button className={big} onClick={() => addGame({ draw: true })}>
            Draw
          </button>
        )}
        <button className={big} onClick={() => setTimeCalled(!timeCalled)} aria-expanded={timeCalled}>
          Time called (Prizes)
        </button>
        <button className={`${big} text-sm font-normal`} onClick={() => addGame({ winner: b.id, penalty: true })}>
          Game loss penalty: {a.name}
        </button>
        <button className={`${big} text-sm font-normal`} onClick={() => addGame({ winner: a.id, penalty: true })}>
          Game loss penalty: {b.name}
        </button>
        <button className={`${big} text-sm font-normal`} onClick={() => void submit({ noShow: a.id })}>
          No-show: {a.name}
        </button>
        <button className={`${big} text-sm font-normal`} onClick={() => void submit({ noShow: b.id })}>
          No-show: {b.name}
        </button>
      </div>
      {timeCalled && (
        <TimeCalled
          match={match}
          prizeKind={prizeKind}
          teamPrizes={props.teamPrizes}
          elimination={elimination}
          onAdd={addGame}
        />
      )}
      {decided && (
        <div className="flex items-center gap-3 text-sm">
          <span>
            {decided.ok && 'As entered: '}
            {decided.ok
              ? decided.value.winner
                ? `${decided.value.winner === a.id ? a.name : b.name} wins the match`
                : 'match drawn'
              : ''}
            {decided.ok && ' (217)'}
          </span>
          <button
            className="rounded bg-action px-3 py-1.5 font-medium text-white disabled:opacity-50"
            disabled={!decided.ok}
            onClick={() => void submit({ games })}
          >
            Submit result
          </button>
        </div>
      )}
      <ErrorNote error={error} />
      <p className="text-xs text-slate-500">
        Keys: 1 or 2 — that player wins{bestOf > 1 ? ' the game' : ''};{' '}
        {elimination ? 'top cut: no draws (217)' : 'd — draw'}; t — time called.
      </p>
      <form onSubmit={(e) => void saveExtension(e)} className="flex items-center gap-2 text-sm">
        <label>
          Time extension (216), minutes
          <ShortNumberInput className="ml-1" min={0} max={60} value={extension} onValue={setExtension} />
        </label>
        <button type="submit" className="rounded border border-slate-300 px-2 py-1">
          Save
        </button>
      </form>
    </div>
  );
}

export function ResultEntry(props: Props) {
  const router = useRouter();
  // What this judge just saved shows until the server's view (refreshed, or live) catches up with it.
  const [mine, setMine] = useState<Record<string, MatchView>>({});
  const matches = props.round.matches.map((m) => {
    const saved = mine[m.id];
    return saved && saved.version > m.version ? saved : m;
  });
  const [table, setTable] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const tableInput = useRef<HTMLInputElement>(null);
  const seated = matches.filter((m) => !m.bye);
  const match = matches.find((m) => m.id === selected) ?? null;

  function pick(event: FormEvent) {
    event.preventDefault();
    const found = seated.find((m) => String(m.table) === table.trim());
    setSelected(found?.id ?? null);
    setNote(found ? null : `No table ${table} in round ${props.round.number}.`);
  }

  function saved(updated: MatchView, message: string | null) {
    setMine({ ...mine, [updated.id]: updated });
    setNote(message ?? `Table ${updated.table}: ${describeResult(updated)}.`);
    if (!message?.startsWith('Someone') && !message?.startsWith('Time')) {
      setSelected(null);
      setTable('');
      tableInput.current?.focus();
    }
    router.refresh();
  }

  const missing = seated.filter((m) => !m.outcome).length;
  return (
    <div className="space-y-4">
      <form onSubmit={pick} className="flex items-end gap-2">
        <label className="text-sm">
          Table
          <input
            className={`${field} ml-2 w-24 text-lg`}
            inputMode="numeric"
            autoFocus
            ref={tableInput}
            value={table}
            onChange={(e) => setTable(e.target.value)}
            aria-label="Table number"
          />
        </label>
        <button type="submit" className="rounded bg-slate-800 px-3 py-2 text-sm text-white">
          Open
        </button>
        {props.round.endsAt && (
          <Countdown
            endsAt={props.round.endsAt}
            serverNow={props.serverNow}
            paused={props.round.clock === 'paused'}
            extensionMinutes={match?.extensionMinutes ?? 0}
          />
        )}
      </form>
      {note && (
        <p role="status" className="rounded bg-slate-100 p-2 text-sm">
          {note}
        </p>
      )}
      {match && (
        <section
          aria-label={`Table ${match.table}`}
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
        >
          <h2 className="text-lg font-semibold">
            Table {match.table}: {match.playerA.name} vs {match.playerB!.name}
          </h2>
          {match.extensionMinutes > 0 && (
            <p className="text-sm text-amber-700">Time extension: {match.extensionMinutes} minutes (216)</p>
          )}
          <MatchForm key={`${match.id}-${match.version}`} props={props} match={match} onSaved={saved} />
        </section>
      )}
      <section>
        <h2 className="mb-1 text-sm font-semibold">
          {seated.length === 0
            ? 'No matches yet: the players of this round are not known yet'
            : missing === 0
              ? 'All results are in'
              : `${missing} result${missing === 1 ? '' : 's'} missing`}
        </h2>
        <ul className="grid grid-cols-4 gap-1 text-sm sm:grid-cols-6" aria-label="Tables">
          {seated.map((m) => (
            <li key={m.id}>
              <button
                className={`w-full rounded border px-2 py-1 ${m.outcome ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-white font-semibold'}`}
                onClick={() => {
                  setSelected(m.id);
                  setTable(String(m.table));
                  setNote(null);
                }}
                title={describeResult(m)}
              >
                {m.table}
                {m.extensionMinutes > 0 ? ` +${m.extensionMinutes}′` : ''}
                {/* Seen as well as coloured (WCAG 1.4.1); screen readers hear the result from the title. */}
                {m.outcome && <span aria-hidden> ✓</span>}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
