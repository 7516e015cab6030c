'use client';

import { useEffect, useRef, useState } from 'react';
import { apiRead } from '../../../lib/client';
import type { ClockView, FoundSeat } from '../../../lib/apiTypes';
import { clockTime } from '../../../lib/format';
import { useLiveState } from '../../../lib/useLive';
import { ClockReading, roundsInPlay } from '../../components/RoundClock';

/** The player this phone chose, kept on the phone: the next round opens on their match. */
interface Remembered {
  playerId: string;
  q: string;
}

const storageKey = (eventId: string) => `tcg:find-my-table:${eventId}`;

function recall(eventId: string): Remembered | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null') as Remembered | null;
  } catch {
    return null;
  }
}

function SeatCard({
  seat,
  clock,
  mine,
  onChoose,
}: {
  seat: FoundSeat;
  clock: ClockView;
  mine: boolean;
  onChoose: () => void;
}) {
  const own = roundsInPlay(clock).find((r) => r.round === seat.round);
  const extension = own?.extensions.find((e) => e.table === seat.table)?.minutes ?? 0;
  return (
    <li
      className={`rounded-lg border p-3 ${mine ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white'}`}
      aria-label={`${seat.name}, round ${seat.round}`}
    >
      <p className="font-semibold">
        {mine && <span className="mr-1 rounded bg-amber-800 px-1.5 text-xs text-white">You</span>}
        {seat.name}
      </p>
      {seat.table === null ? (
        <p className="text-lg">{own?.title ?? `Round ${seat.round}`}: a bye (a match win, no table).</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-base">
          <dt className="text-slate-600">Round</dt>
          <dd>{own?.title ?? seat.round}</dd>
          <dt className="text-slate-600">Table</dt>
          <dd className="text-2xl font-bold">{seat.table}</dd>
          <dt className="text-slate-600">Opponent</dt>
          <dd>{seat.opponent}</dd>
          <dt className="text-slate-600">Seat</dt>
          <dd>Player {seat.seat} on the slip</dd>
          <dt className="text-slate-600">Time</dt>
          <dd>
            {own ? (
              <ClockReading
                status={own.status}
                endsAt={own.endsAt}
                serverNow={clock.serverNow}
                extensionMinutes={extension}
              />
            ) : (
              'the clock has not started'
            )}
            {extension > 0 && (
              <span className="block text-sm">includes a time extension of +{extension} min (216)</span>
            )}
          </dd>
        </dl>
      )}
      {!mine && (
        <button type="button" className="mt-2 rounded border border-slate-400 px-2 py-1 text-sm" onClick={onChoose}>
          This is me: remember on this phone
        </button>
      )}
    </li>
  );
}

/** One answer of the search: the seats found for `q`, read when the page showed the event as of `at`. */
interface Found {
  q: string;
  seats: FoundSeat[];
  at: number;
}

/**
 * The seats `q` finds, read again each time the page reads the event again (`clock.serverNow` changes with every
 * server render, so with every live change): never an answer kept from an earlier state of the event. Offline, the
 * last answer stays, marked as such.
 */
function useSeats(eventId: string, q: string | null, readAt: string) {
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(0);
  useEffect(() => {
    if (q === null) return;
    const ask = ++asked.current;
    void apiRead('/events/:id/find', { params: { id: eventId }, query: { q } })
      .then((answer) => {
        if (ask !== asked.current) return;
        setProblem(answer.ok ? null : answer.error.message);
        if (answer.ok) setFound({ q, seats: answer.data.matches, at: Date.now() });
      })
      // Unreachable: the last answer stays, under the page's offline mark.
      .catch(() => undefined);
  }, [eventId, q, readAt]);
  return { found: q === null ? null : found, problem };
}

/** Find my table (no account): search by name or DCI number; the player chosen is remembered on this phone. */
export function FindMyTable({ eventId, clock }: { eventId: string; clock: ClockView }) {
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [mine, setMine] = useState<Remembered | null>(null);
  useEffect(() => setMine(recall(eventId)), [eventId]);
  const live = useLiveState();
  const { found, problem } = useSeats(eventId, asked ?? mine?.q ?? null, clock.serverNow);

  const choose = (seat: FoundSeat, query: string) => {
    const chosen = { playerId: seat.playerId, q: query };
    localStorage.setItem(storageKey(eventId), JSON.stringify(chosen));
    setMine(chosen);
  };
  const forget = () => {
    localStorage.removeItem(storageKey(eventId));
    setMine(null);
  };
  // Until the answer for the event as it is now arrives, a seat of a round no longer in play is not shown.
  const inPlay = new Set(roundsInPlay(clock).map((r) => r.round));
  const seats = (found?.seats ?? [])
    .filter((s) => inPlay.has(s.round))
    .sort((a, b) => Number(b.playerId === mine?.playerId) - Number(a.playerId === mine?.playerId));

  return (
    <section
      aria-labelledby="find-my-table"
      className="space-y-3 rounded-lg border-2 border-amber-600 bg-white p-4"
      data-region="find-my-table"
    >
      <h2 id="find-my-table" className="text-xl font-semibold">
        Find my table
      </h2>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) setAsked(q.trim());
        }}
      >
        <label className="flex grow flex-col text-sm">
          Your name or DCI number
          <input
            className="rounded border border-slate-400 px-2 py-2 text-base"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
            inputMode="search"
          />
        </label>
        <button type="submit" className="self-end rounded bg-amber-800 px-4 py-2 font-medium text-white">
          Find my table
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {live.status === 'polling' && found && (
        <p role="status" className="rounded bg-red-700 px-2 py-1 text-sm font-semibold text-white">
          Offline · last updated {clockTime(live.updatedAt ?? found.at)} · reconnecting by itself
        </p>
      )}
      {found && seats.length === 0 && (
        <p>
          {clock.round === null
            ? 'No round is published yet.'
            : `Nobody in ${roundsInPlay(clock)
                .map((r) => r.title)
                .join(' or ')} matches “${found.q}”.`}
        </p>
      )}
      <ul className="space-y-2">
        {seats.map((seat) => (
          <SeatCard
            key={`${seat.round}-${seat.playerId}`}
            seat={seat}
            clock={clock}
            mine={seat.playerId === mine?.playerId}
            onChoose={() => choose(seat, found!.q)}
          />
        ))}
      </ul>
      {mine && (
        <button type="button" className="text-sm underline" onClick={forget}>
          Forget me on this phone
        </button>
      )}
    </section>
  );
}
