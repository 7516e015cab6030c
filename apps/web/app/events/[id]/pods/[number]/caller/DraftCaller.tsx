'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiRead, apiSend, type Sent } from '../../../../../../lib/client';
import type { ApiError, DraftView } from '../../../../../../lib/apiTypes';
import { DraftActions, type DraftWrites } from './DraftActions';
import { StartDraftForm } from './StartDraftForm';
import { TableCards } from './TableCards';

const POLL_MS = 1000;

/** Each seat's cards drafted so far, the Active player and the seat to pick highlighted. */
function SeatStrip({ draft }: { draft: DraftView }) {
  return (
    <ol className="grid grid-cols-4 gap-2 text-xl lg:grid-cols-8" aria-label="Seats">
      {draft.seats.map((s) => (
        <li
          key={s.seat}
          className={`rounded p-2 ${s.seat === draft.seatToPick ? 'bg-amber-500 text-slate-900' : 'bg-slate-800'}`}
        >
          <span className="font-bold">Seat {s.seat}</span> {s.seat === draft.active && '(Active)'}{' '}
          {s.seat === draft.seatToPick && '(to pick)'}
          <span className="block truncate text-base">{s.name}</span>
          <span className="block text-base">{s.drafted} drafted</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Reads the draft every second once it has started (and after each action): the timers and "give the oldest card"
 * follow the server's clock. Before the start (`started` false, as the page read it) it asks nothing: the API would refuse.
 */
export function DraftCaller({
  eventId,
  pod,
  started: startedOnLoad,
}: {
  eventId: string;
  pod: number;
  started: boolean;
}) {
  const params = useMemo(() => ({ id: eventId, number: pod }), [eventId, pod]);
  const [started, setStarted] = useState(startedOnLoad);
  const [draft, setDraft] = useState<DraftView | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const refresh = useCallback(async () => {
    const read = await apiRead('/events/:id/pods/:number/draft', { params });
    if (read.ok) {
      setDraft(read.data);
      setProblem(null);
    } else setProblem(read.error);
  }, [params]);

  useEffect(() => {
    if (!started) return;
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh, started]);

  const send = async (sending: Promise<Sent<DraftView>>) => {
    const sent = await sending;
    setError(sent.ok ? null : sent.error);
    if (sent.ok) setDraft(sent.data);
    if (sent.ok || sent.error.code === 'DRAFT_STARTED') setStarted(true);
    else if (started) await refresh();
  };
  const writes: DraftWrites = {
    layOut: (cards) => send(apiSend('POST', '/events/:id/pods/:number/draft/layout', { params, body: { cards } })),
    pick: (seat, cardNumber) =>
      send(apiSend('POST', '/events/:id/pods/:number/draft/picks', { params, body: { seat, cardNumber } })),
    timeUp: () => send(apiSend('POST', '/events/:id/pods/:number/draft/timeout', { params })),
  };

  if (!started || problem?.code === 'DRAFT_NOT_STARTED')
    return (
      <StartDraftForm
        onStart={(settings) => send(apiSend('POST', '/events/:id/pods/:number/draft', { params, body: settings }))}
        error={error}
      />
    );
  if (problem)
    return (
      <p role="alert" className="text-2xl text-red-300">
        {problem.message}
      </p>
    );
  if (!draft) return <p className="text-2xl">Loading…</p>;
  return (
    <div className="space-y-6">
      <DraftActions draft={draft} writes={writes} error={error} />
      <SeatStrip draft={draft} />
      <TableCards
        draft={draft}
        onPick={(cardNumber) => {
          if (draft.seatToPick !== null) void writes.pick(draft.seatToPick, cardNumber);
        }}
      />
    </div>
  );
}
