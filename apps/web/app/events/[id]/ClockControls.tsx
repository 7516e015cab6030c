'use client';

import { useState } from 'react';
import type { ClockView, RoundView } from '../../../lib/apiTypes';
import type { Send } from '../../../lib/client';
import { Countdown } from '../../components/Countdown';
import { RoundClock, roundsInPlay } from '../../components/RoundClock';

const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';
const plain = 'rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100';
const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

/** Start, pause, resume and add time to the whole round (212); a round other than the clock's current one (a top cut round) shows its own countdown. */
export function ClockControls({
  eventId,
  round,
  clock,
  busy,
  send,
}: {
  eventId: string;
  round: Pick<RoundView, 'number' | 'status' | 'clock' | 'endsAt' | 'addedMinutes'>;
  clock: ClockView;
  busy: boolean;
  send: Send;
}) {
  const [minutes, setMinutes] = useState(5);
  const params = { id: eventId, n: round.number };
  if (round.status !== 'published') return null;
  if (round.clock === 'not-started') {
    return (
      <button
        className={button}
        disabled={busy}
        onClick={() => void send('POST', '/events/:id/rounds/:n/timer', { params })}
      >
        Start timer
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {roundsInPlay(clock).some((r) => r.round === round.number) ? (
        <RoundClock clock={clock} only={round.number} />
      ) : (
        round.endsAt && (
          <Countdown endsAt={round.endsAt} serverNow={clock.serverNow} paused={round.clock === 'paused'} />
        )
      )}
      {round.clock === 'running' && (
        <button
          className={plain}
          disabled={busy}
          onClick={() => void send('POST', '/events/:id/rounds/:n/timer/pause', { params })}
        >
          Pause clock
        </button>
      )}
      {round.clock === 'paused' && (
        <button
          className={plain}
          disabled={busy}
          onClick={() => void send('POST', '/events/:id/rounds/:n/timer/resume', { params })}
        >
          Resume clock
        </button>
      )}
      <form
        className="flex items-center gap-1 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void send('POST', '/events/:id/rounds/:n/timer/add', { params, body: { minutes } });
        }}
      >
        <label>
          Add{' '}
          <input
            className={`${field} w-14`}
            type="number"
            min={1}
            max={60}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          />{' '}
          min
        </label>
        <button type="submit" className={plain} disabled={busy}>
          Add time to the round
        </button>
      </form>
      {round.addedMinutes > 0 && <span className="text-xs text-slate-600">+{round.addedMinutes} min added</span>}
    </div>
  );
}
