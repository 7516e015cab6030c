'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type {
  ApiError,
  DeckCheckRecord,
  EventDecksView,
  Registration,
  RegisteredDeckView,
  TableDecksView,
} from '../../../../lib/apiTypes';
import { apiRead, apiSend } from '../../../../lib/client';
import { Verdict } from '../../../decks/components/Verdict';
import { field } from '../../../components/field';
import { TextField } from '../../../components/TextField';

type PlayerNames = TableDecksView['players'][number]['player'];

const nameOf = (p: PlayerNames, id: string) => (p ? `${p.firstName} ${p.lastName}` : id);

function ErrorLine({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error.message}
    </p>
  );
}

/** The verdict on the event's date (204), which is what `checkedOn` is; mixed backs need opaque sleeves (202). */
function LegalityLine({ deck }: { deck: RegisteredDeckView }) {
  const { legal, problems } = deck.legality;
  return (
    <>
      {legal ? 'Legal' : `Not legal: ${problems.length} problem${problems.length === 1 ? '' : 's'}`} · {deck.format} on
      the event&apos;s date, {deck.checkedOn}
      {deck.mixedBacks && ' · mixed card backs: opaque sleeves (202)'}
    </>
  );
}

function RegisterForm({ eventId, locked, onSaved }: { eventId: string; locked: boolean; onSaved: () => void }) {
  const [players, setPlayers] = useState<Registration[]>([]);
  const [playerId, setPlayerId] = useState('');
  const [list, setList] = useState('');
  const [mixedBacks, setMixedBacks] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    void apiRead('/events/:id/players', { params: { id: eventId } }).then((r) => r.ok && setPlayers(r.data));
  }, [eventId]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await apiSend('PUT', '/events/:id/players/:playerId/deck', {
      params: { id: eventId, playerId },
      body: { list, mixedBacks },
    });
    setError(saved.ok ? null : saved.error);
    if (saved.ok) {
      setList('');
      setMixedBacks(false);
      onSaved();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">Register a decklist</h2>
      {locked && <p className="text-sm text-slate-600">Round 1 is paired: decklists are locked.</p>}
      <label className="block text-sm">
        Player
        {players.length > 0 ? (
          <select className={field} value={playerId} onChange={(e) => setPlayerId(e.target.value)} required>
            <option value="">Choose a player</option>
            {players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            className={field}
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value.trim())}
            placeholder="player id"
            required
          />
        )}
      </label>
      <label className="block text-sm">
        Decklist
        <textarea
          className={`${field} font-mono`}
          rows={10}
          value={list}
          onChange={(e) => setList(e.target.value)}
          required
          spellCheck={false}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={mixedBacks} onChange={(e) => setMixedBacks(e.target.checked)} />
        Mixed card backs: the deck mixes backs, e.g. Japanese and English cards (202)
      </label>
      <ErrorLine error={error} />
      <button
        type="submit"
        disabled={locked}
        className="rounded bg-action px-3 py-2 font-medium text-white hover:bg-action-hover disabled:opacity-50"
      >
        Register list
      </button>
    </form>
  );
}

function DeckCheckPanel({ eventId, onRecorded }: { eventId: string; onRecorded: () => void }) {
  const [table, setTable] = useState('');
  const [view, setView] = useState<TableDecksView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [note, setNote] = useState('');
  const [recorded, setRecorded] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState<string | null>(null);

  async function lookUp(e: FormEvent) {
    e.preventDefault();
    const found = await apiRead('/events/:id/tables/:table/decks', { params: { id: eventId, table: Number(table) } });
    setView(found.ok ? found.data : null);
    setError(found.ok ? null : found.error);
    setRecorded(null);
  }

  async function record(playerId: string, outcome: DeckCheckRecord['outcome']) {
    if (!view) return;
    const body = { playerId, round: view.round, table: view.table, outcome, ...(note.trim() ? { note } : {}) };
    const saved = await apiSend('POST', '/events/:id/deck-checks', { params: { id: eventId }, body: body });
    setError(saved.ok ? null : saved.error);
    if (saved.ok) {
      const who = view.players.find((p) => p.playerId === playerId);
      setRecorded(
        `Recorded: ${nameOf(who?.player ?? null, playerId)} ${outcome === 'matches' ? 'matches' : 'does not match'} the registered list.`,
      );
      setMismatch(outcome === 'does-not-match' ? playerId : null);
      setNote('');
      onRecorded();
    }
  }

  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">Judge: deck check by table</h2>
      <form onSubmit={(e) => void lookUp(e)} className="flex items-end gap-2">
        <TextField label="Table" inputMode="numeric" value={table} onValue={setTable} required />
        <button type="submit" className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          Open lists
        </button>
      </form>
      <ErrorLine error={error} />
      {recorded && (
        <p role="status" className="text-sm text-emerald-700">
          {recorded}
          {mismatch && (
            <Link
              className="ml-2 font-medium text-amber-700 hover:underline"
              href={`/events/${eventId}/penalties?player=${mismatch}&infraction=deckProblem`}
            >
              Penalty for the deck/decklist problem
            </Link>
          )}
        </p>
      )}
      {view && (
        <div className="space-y-3">
          <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
            Round {view.round}, table {view.table}
            <Link
              href={`/events/${eventId}/decks/count?table=${view.table}`}
              className="text-amber-700 hover:underline"
            >
              Counting sheet to print
            </Link>
          </p>
          <label className="block text-sm">
            Note
            <input className={field} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
          </label>
          {view.players.map((p) => (
            <div key={p.playerId} className="rounded border border-slate-200 p-3">
              <p className="font-medium">{nameOf(p.player, p.playerId)}</p>
              {p.deck ? (
                <>
                  <p className={`text-sm ${p.deck.legality.legal ? 'text-emerald-700' : 'text-red-700'}`}>
                    <LegalityLine deck={p.deck} />
                  </p>
                  <p className="text-sm">
                    List code <strong className="font-mono">{p.deck.fingerprint}</strong>
                  </p>
                  <pre className="mt-1 max-h-64 overflow-auto bg-slate-50 p-2 text-xs">{p.deck.list}</pre>
                </>
              ) : (
                <p className="text-sm text-slate-500">No list registered.</p>
              )}
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={() => void record(p.playerId, 'matches')}
                  className="rounded bg-emerald-700 px-2 py-1 text-sm text-white"
                >
                  Matches
                </button>
                <button
                  type="button"
                  onClick={() => void record(p.playerId, 'does-not-match')}
                  className="rounded bg-red-600 px-2 py-1 text-sm text-white"
                >
                  Does not match
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

export function EventDecks({ eventId }: { eventId: string }) {
  const [view, setView] = useState<EventDecksView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const load = useCallback(async () => {
    const found = await apiRead('/events/:id/decks', { params: { id: eventId } });
    setView(found.ok ? found.data : null);
    setError(found.ok ? null : found.error);
  }, [eventId]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="space-y-6">
      <div>
        <Link href={`/events/${eventId}`} className="text-sm text-amber-700 hover:underline">
          ← Event
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">Decklists</h1>
      </div>
      <ErrorLine error={error} />
      {view && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <section className="space-y-3">
            <h2 className="font-semibold">Registered lists ({view.decks.length})</h2>
            {view.decks.length === 0 && <p className="text-sm text-slate-500">No list registered yet.</p>}
            <ul className="space-y-2" aria-label="Registered lists">
              {view.decks.map((deck) => (
                <li key={deck.playerId} className="rounded-lg border border-slate-200 bg-white p-3">
                  <details>
                    <summary className="flex cursor-pointer items-center justify-between gap-2">
                      <span className="font-medium">
                        {nameOf(deck.player, deck.playerId)}{' '}
                        {view.locked && (
                          <span className="font-mono text-xs text-slate-600">· list code {deck.fingerprint}</span>
                        )}
                      </span>
                      <span
                        className={`rounded px-2 py-0.5 text-xs ${deck.legality.legal ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
                      >
                        <LegalityLine deck={deck} />
                      </span>
                    </summary>
                    <div className="mt-3 grid gap-3 md:grid-cols-2">
                      <pre className="max-h-80 overflow-auto bg-slate-50 p-2 text-xs">{deck.list}</pre>
                      <Verdict result={deck.legality} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            {view.checks.length > 0 && (
              <>
                <h2 className="font-semibold">Deck checks</h2>
                <ul className="text-sm" aria-label="Deck checks">
                  {view.checks.map((c) => (
                    <li key={c.id}>
                      Round {c.round}, table {c.table}:{' '}
                      {nameOf(view.decks.find((d) => d.playerId === c.playerId)?.player ?? null, c.playerId)}{' '}
                      {c.outcome === 'matches' ? 'matches the list' : 'does not match the list'}
                      {c.note ? ` (${c.note})` : ''}, {c.judge}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <div className="space-y-6">
            <RegisterForm eventId={eventId} locked={view.locked} onSaved={() => void load()} />
            <DeckCheckPanel eventId={eventId} onRecorded={() => void load()} />
          </div>
        </div>
      )}
    </div>
  );
}
