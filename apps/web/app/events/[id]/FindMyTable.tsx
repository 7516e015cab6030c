'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRead } from '../../../lib/client';
import type { ClockView, FoundSeat } from '../../../lib/apiTypes';
import { Countdown } from '../../components/Countdown';
import { roundsInPlay } from '../../components/RoundClock';

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

function SeatCard({ seat, clock, mine, onChoose }: { seat: FoundSeat; clock: ClockView | null; mine: boolean; onChoose: () => void }) {
  const own = clock && roundsInPlay(clock).find((r) => r.round === seat.round);
  const extension = own?.extensions.find((e) => e.table === seat.table)?.minutes ?? 0;
  return (
    <li className={`rounded-lg border p-3 ${mine ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white'}`} aria-label={`${seat.name}, round ${seat.round}`}>
      <p className="font-semibold">
        {mine && <span className="mr-1 rounded bg-amber-800 px-1.5 text-xs text-white">You</span>}
        {seat.name}
      </p>
      {seat.table === null ? (
        <p className="text-lg">Round {seat.round}: a bye (a match win, no table).</p>
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
            {seat.endsAt && clock ? <Countdown endsAt={seat.endsAt} serverNow={clock.serverNow} paused={own?.status === 'paused'} /> : 'the clock has not started'}
            {extension > 0 && <span className="block text-sm">includes a time extension of +{extension} min (216)</span>}
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

/** Find my table (no account): search by name or DCI number; the player chosen is remembered on this phone. */
export function FindMyTable({ eventId, round }: { eventId: string; round: number | null }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ seats: FoundSeat[]; clock: ClockView | null; q: string } | null>(null);
  const [mine, setMine] = useState<Remembered | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const search = useCallback(
    async (query: string) => {
      const [seats, clock] = await Promise.all([apiRead<{ matches: FoundSeat[] }>(`/events/${eventId}/find?q=${encodeURIComponent(query)}`), apiRead<ClockView>(`/events/${eventId}/clock`)]);
      setProblem(seats.ok ? null : seats.error.message);
      setFound({ seats: seats.ok ? seats.data.matches : [], clock: clock.ok ? clock.data : null, q: query });
    },
    [eventId],
  );

  useEffect(() => {
    const remembered = recall(eventId);
    setMine(remembered);
    if (remembered) void search(remembered.q);
  }, [eventId, round, search]);

  const choose = (seat: FoundSeat, query: string) => {
    const chosen = { playerId: seat.playerId, q: query };
    localStorage.setItem(storageKey(eventId), JSON.stringify(chosen));
    setMine(chosen);
  };
  const forget = () => {
    localStorage.removeItem(storageKey(eventId));
    setMine(null);
  };
  const seats = [...(found?.seats ?? [])].sort((a, b) => Number(b.playerId === mine?.playerId) - Number(a.playerId === mine?.playerId));

  return (
    <section aria-labelledby="find-my-table" className="space-y-3 rounded-lg border-2 border-amber-600 bg-white p-4">
      <h2 id="find-my-table" className="text-xl font-semibold">
        Find my table
      </h2>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) void search(q.trim());
        }}
      >
        <label className="flex grow flex-col text-sm">
          Your name or DCI number
          <input className="rounded border border-slate-400 px-2 py-2 text-base" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" inputMode="search" />
        </label>
        <button type="submit" className="self-end rounded bg-amber-800 px-4 py-2 font-medium text-white">
          Find my table
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {found && seats.length === 0 && <p>{round === null ? 'No round is published yet.' : `Nobody in round ${round} matches “${found.q}”.`}</p>}
      <ul className="space-y-2">
        {seats.map((seat) => (
          <SeatCard key={seat.playerId} seat={seat} clock={found?.clock ?? null} mine={seat.playerId === mine?.playerId} onChoose={() => choose(seat, found!.q)} />
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
