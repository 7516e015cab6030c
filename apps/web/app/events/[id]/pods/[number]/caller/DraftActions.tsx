'use client';

import { useState, type FormEvent } from 'react';
import type { ApiError, DraftView } from '../../../../../../lib/apiTypes';
import { Countdown } from '../../../../../components/Countdown';
import { ErrorNote } from '../../../../../components/ErrorNote';

/** The caller's writes to the draft, each answered with the draft as it then stands. */
export interface DraftWrites {
  layOut(cards: string[]): Promise<void>;
  pick(seat: number, cardNumber: number): Promise<void>;
  timeUp(): Promise<void>;
}

const big = 'text-5xl font-bold';
const button = 'rounded bg-amber-500 px-4 py-2 text-2xl font-semibold text-slate-900 hover:bg-amber-400';
const field = 'rounded border border-slate-500 bg-slate-800 px-2 py-1 text-2xl text-white';

const seatName = (draft: DraftView, seat: number | null) => {
  const found = draft.seats.find((s) => s.seat === seat);
  return found ? `Seat ${found.seat} · ${found.name}` : '—';
};

/** Card ids, one per line or separated by spaces or commas, in order of placement. */
function LayoutForm({ writes }: { writes: DraftWrites }) {
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void writes.layOut(text.split(/[\s,]+/).filter(Boolean));
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label className="block text-xl">
        Cards laid out, in order of placement (card ids, oldest set first, basic Energy removed)
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          className={`mt-1 block w-full ${field}`}
          placeholder="gym1-1 gym1-2 …"
        />
      </label>
      <button type="submit" className={button}>
        Lay out the cards
      </button>
    </form>
  );
}

function PickForm({ seat, writes }: { seat: number; writes: DraftWrites }) {
  const [card, setCard] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void writes.pick(seat, Number(card)).then(() => setCard(''));
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-3 text-2xl">
      <label>
        Card number{' '}
        <input
          type="number"
          min={1}
          value={card}
          onChange={(e) => setCard(e.target.value)}
          className={`w-28 ${field}`}
        />
      </label>
      <button type="submit" className={button}>
        Record pick for seat {seat}
      </button>
    </form>
  );
}

function Timer({ label, endsAt }: { label: string; endsAt: string | null }) {
  if (!endsAt) return null;
  return (
    <div className="rounded bg-white px-4 py-2 text-slate-900">
      <div className="text-lg">{label}</div>
      <Countdown endsAt={endsAt} className="text-6xl" />
    </div>
  );
}

function TimeUp({ draft, writes }: { draft: DraftView; writes: DraftWrites }) {
  if (!draft.giveOldestCard) return null;
  return (
    <div className="flex items-center gap-6 rounded bg-red-700 p-4">
      <p className={big}>time: give the oldest card</p>
      <button type="button" onClick={() => void writes.timeUp()} className={button}>
        Give card {draft.oldestCard} to seat {draft.seatToPick}
      </button>
    </div>
  );
}

export function DraftActions({
  draft,
  writes,
  error,
}: {
  draft: DraftView;
  writes: DraftWrites;
  error: ApiError | null;
}) {
  if (draft.status === 'complete')
    return <p className={big}>The draft is complete: every player was the Active player in all three pack groups.</p>;
  return (
    <div className="space-y-4">
      <p className="text-2xl text-slate-300">
        Pack group {draft.group} · turn {draft.turn} of {draft.seats.length} · table{' '}
        {Math.min(draft.tablesLaidOut + (draft.status === 'layOut' ? 1 : 0), draft.tablesTotal)} of {draft.tablesTotal}
      </p>
      <p className={big}>
        Active player: <span data-testid="active">{seatName(draft, draft.active)}</span>
      </p>
      {draft.status === 'layOut' && <LayoutForm writes={writes} />}
      {draft.status !== 'layOut' && (
        <p className={big}>
          Pick <span data-testid="pick-number">{draft.pickNumber}</span>:{' '}
          <span data-testid="to-pick">{seatName(draft, draft.seatToPick)}</span>
        </p>
      )}
      <div className="flex gap-4">
        {draft.status === 'review' && <Timer label="Review (30 seconds before drafting)" endsAt={draft.reviewEndsAt} />}
        {draft.status === 'pick' && <Timer label={`Pick time (${draft.pickSeconds} s)`} endsAt={draft.pickDeadline} />}
      </div>
      <TimeUp draft={draft} writes={writes} />
      {draft.status === 'pick' && draft.seatToPick !== null && <PickForm seat={draft.seatToPick} writes={writes} />}
      {error && (
        <div className="rounded bg-white p-2 text-xl">
          <ErrorNote error={error} />
        </div>
      )}
    </div>
  );
}
