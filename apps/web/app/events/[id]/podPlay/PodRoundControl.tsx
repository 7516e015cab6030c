'use client';

import { useSend } from '../../../../lib/useSend';
import Link from 'next/link';
import type { ClockView, EventDetail, PodRoundView } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';
import { ClockControls } from '../ClockControls';

const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';

/** Seat the next round (once every table of the last one has its result) and run its clock. */
export function PodRoundControl({
  event,
  current,
  clock,
  activePlayers,
}: {
  event: EventDetail;
  current: PodRoundView | null;
  clock: ClockView;
  activePlayers: number;
}) {
  const { send, busy, error } = useSend();
  const next = (current?.number ?? 0) + 1;
  const missing = current?.missingTables ?? [];
  const more = event.rounds === null || next <= event.rounds;

  return (
    <section aria-label="Round control" className="space-y-3">
      <h2 className="text-xl font-semibold">Rounds</h2>
      <p className="text-sm text-slate-600">
        {event.rounds} rounds at tables of {event.tableSize} · {activePlayers} active player
        {activePlayers === 1 ? '' : 's'}.
      </p>
      {more ? (
        <div className="flex flex-wrap items-center gap-2">
          <button
            className={button}
            disabled={busy || missing.length > 0}
            aria-describedby={missing.length > 0 ? 'seat-blocked' : undefined}
            onClick={() => void send('POST', '/events/:id/rounds', { params: { id: event.id } })}
          >
            Seat round {next}
          </button>
          {missing.length > 0 && (
            <span id="seat-blocked" className="text-sm">
              Waiting for results at table{missing.length === 1 ? '' : 's'} {missing.join(', ')}.
            </span>
          )}
        </div>
      ) : (
        <p className="font-medium text-emerald-700">
          {missing.length === 0
            ? 'All rounds are played: the standings are final.'
            : `Last round: results missing at tables ${missing.join(', ')}.`}
        </p>
      )}
      <ErrorNote error={error} />
      {current && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <h3 className="font-semibold">{current.title}</h3>
          <ClockControls
            eventId={event.id}
            round={{ ...current, status: 'published' }}
            clock={clock}
            busy={busy}
            send={send}
          />
          <Link
            href={`/events/${event.id}/tables/${current.number}`}
            className="text-sm text-amber-700 hover:underline"
          >
            Tables and results
          </Link>
        </div>
      )}
    </section>
  );
}
