'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError, SelfReportPage, SelfReportSent } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';

type Game = SelfReportPage['reports'][number]['games'][number];
type Choice = 'you' | 'opponent' | 'draw';

const button = 'rounded-lg bg-action px-4 py-3 font-medium text-white hover:bg-action-hover disabled:opacity-50';
const plain = 'rounded-lg border border-slate-300 bg-white px-4 py-3 hover:bg-slate-100';

function gamesInWords(games: readonly Game[], view: SelfReportPage): string {
  const winner = (game: Game) =>
    'draw' in game ? 'a draw' : game.winner === view.you.id ? `${view.you.name} won` : `${view.opponent.name} won`;
  return games.map((game, i) => `game ${i + 1}: ${winner(game)}`).join(', ');
}

function GamesForm({ view, busy, onSend }: { view: SelfReportPage; busy: boolean; onSend: (games: Game[]) => void }) {
  const [choices, setChoices] = useState<(Choice | null)[]>(() =>
    Array.from({ length: Math.ceil(view.bestOf / 2) }, () => null),
  );
  const toGame = (choice: Choice): Game =>
    choice === 'draw' ? { draw: true } : { winner: choice === 'you' ? view.you.id : view.opponent.id };
  const complete = choices.every((c) => c !== null);
  const names: Record<Choice, string> = { you: 'I won', opponent: `${view.opponent.name} won`, draw: 'Draw' };
  return (
    <form
      aria-label="Your report"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onSend(choices.flatMap((c) => (c === null ? [] : [toGame(c)])));
      }}
    >
      {choices.map((choice, i) => (
        <fieldset key={i} className="space-y-1">
          <legend className="text-sm font-medium">Game {i + 1}</legend>
          <div className="grid grid-cols-3 gap-2">
            {(['you', 'opponent', 'draw'] as const).map((option) => (
              <label
                key={option}
                className={`flex min-h-11 items-center justify-center rounded border px-2 text-center text-sm ${choice === option ? 'border-action bg-amber-50 font-semibold' : 'border-slate-300 bg-white'}`}
              >
                <input
                  className="sr-only"
                  type="radio"
                  name={`game-${i}`}
                  checked={choice === option}
                  onChange={() => setChoices(choices.map((c, j) => (j === i ? option : c)))}
                />
                {names[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {choices.length < view.bestOf && (
          <button type="button" className={plain} onClick={() => setChoices([...choices, null])}>
            Add a game
          </button>
        )}
        {choices.length > 1 && (
          <button type="button" className={plain} onClick={() => setChoices(choices.slice(0, -1))}>
            Remove the last game
          </button>
        )}
      </div>
      <button type="submit" className={button} disabled={busy || !complete}>
        Send my report
      </button>
    </form>
  );
}

/** What the player can do now: report, confirm or dispute the opponent's report, or read the outcome. */
export function ReportForm({ token, view }: { token: string; view: SelfReportPage }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [changing, setChanging] = useState(false);
  const theirs = view.reports.find((r) => r.by === 'opponent');
  const mine = view.reports.find((r) => r.by === 'you');

  async function send(body: SelfReportSent) {
    setBusy(true);
    const sent = await apiSend('POST', '/self-report/:token', { params: { token }, body });
    setBusy(false);
    setError(sent.ok ? null : sent.error);
    if (sent.ok) {
      setChanging(false);
      router.refresh();
    }
  }

  if (view.status === 'closed')
    return (
      <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-800">
        Result entered: {view.result}.
      </p>
    );
  if (view.status === 'disputed')
    return (
      <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
        The reports differ: a judge is coming to your table to settle the result.
      </p>
    );
  return (
    <div className="space-y-4">
      {theirs && !changing && (
        <section
          aria-label="Your opponent’s report"
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
        >
          <p>
            {view.opponent.name} reported: {gamesInWords(theirs.games, view)}.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button} disabled={busy} onClick={() => void send({ action: 'confirm' })}>
              Confirm this result
            </button>
            <button type="button" className={plain} disabled={busy} onClick={() => void send({ action: 'dispute' })}>
              That is not right: call a judge
            </button>
          </div>
        </section>
      )}
      {mine && !changing ? (
        <div role="status" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <p>
            You reported: {gamesInWords(mine.games, view)}. Waiting for {view.opponent.name} to confirm from their own
            slip.
          </p>
          <button type="button" className={plain} onClick={() => setChanging(true)}>
            Change my report
          </button>
        </div>
      ) : !theirs || changing ? (
        <GamesForm view={view} busy={busy} onSend={(games) => void send({ action: 'report', games })} />
      ) : null}
      <ErrorNote error={error} />
    </div>
  );
}
