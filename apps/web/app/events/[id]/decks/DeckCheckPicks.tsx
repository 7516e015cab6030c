'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRead, apiSend } from '../../../../lib/client';
import type { ApiError, DeckCheckPickView } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';

const field = 'mt-1 block w-20 rounded border border-slate-300 bg-white px-2 py-1 text-sm';
const plain = 'rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50';
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function PickForm({ eventId, onPicked }: { eventId: string; onPicked: (error: ApiError | null) => void }) {
  const [count, setCount] = useState(1);
  const [allowance, setAllowance] = useState(2);
  return (
    <form
      aria-label="Draw tables for deck checks"
      className="flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void apiSend('POST', '/events/:id/deck-check-picks', {
          params: { id: eventId },
          body: { count, allowanceMinutes: allowance },
        }).then((sent) => onPicked(sent.ok ? null : sent.error));
      }}
    >
      <label>
        Tables
        <input
          className={field}
          type="number"
          min={1}
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
        />
      </label>
      <label>
        Allowance (min)
        <input
          className={field}
          type="number"
          min={0}
          max={30}
          value={allowance}
          onChange={(e) => setAllowance(Number(e.target.value))}
        />
      </label>
      <button type="submit" className={plain}>
        Draw at random
      </button>
    </form>
  );
}

function PickLine({
  eventId,
  pick,
  onChange,
}: {
  eventId: string;
  pick: DeckCheckPickView;
  onChange: (error: ApiError | null) => void;
}) {
  const params = { id: eventId, pickId: pick.id };
  const act = (step: 'start' | 'finish') =>
    void (
      step === 'start'
        ? apiSend('POST', '/events/:id/deck-check-picks/:pickId/start', { params })
        : apiSend('POST', '/events/:id/deck-check-picks/:pickId/finish', { params })
    ).then((sent) => onChange(sent.ok ? null : sent.error));
  return (
    <li
      aria-label={`Deck check at table ${pick.table}`}
      className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
    >
      <span>
        Round {pick.round}, table {pick.table}
        <span className="text-slate-500"> · {pick.seed === null ? 'picked by hand' : `drawn, seed ${pick.seed}`}</span>
      </span>
      {pick.creditedMinutes !== null ? (
        <span className="text-emerald-700">{pick.creditedMinutes} min added to the match (216)</span>
      ) : pick.startedAt ? (
        <span className="flex items-center gap-2">
          <span className="text-slate-600">checking since {time(pick.startedAt)}</span>
          <button type="button" className={plain} onClick={() => act('finish')}>
            Decks back: credit the time
          </button>
        </span>
      ) : (
        <button type="button" className={plain} onClick={() => act('start')}>
          Take the decks
        </button>
      )}
    </li>
  );
}

/** The tables the head judge picked for deck checks; the judge times each check and its minutes go back to the match. */
export function DeckCheckPicks({ eventId, canPick }: { eventId: string; canPick: boolean }) {
  const [picks, setPicks] = useState<DeckCheckPickView[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const load = useCallback(async () => {
    const read = await apiRead('/events/:id/deck-check-picks', { params: { id: eventId } });
    if (read.ok) setPicks(read.data);
  }, [eventId]);
  useEffect(() => void load(), [load]);
  const after = (failure: ApiError | null) => {
    setError(failure);
    void load();
  };
  return (
    <section aria-label="Deck checks picked" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">Deck checks picked</h2>
      {canPick && <PickForm eventId={eventId} onPicked={after} />}
      <ErrorNote error={error} />
      {picks.length === 0 ? (
        <p className="text-sm text-slate-500">No table picked yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200 text-sm">
          {picks.map((p) => (
            <PickLine key={p.id} eventId={eventId} pick={p} onChange={after} />
          ))}
        </ol>
      )}
    </section>
  );
}
