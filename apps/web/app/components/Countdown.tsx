'use client';

import { ROUND_WARNING_MS } from '@tcg/domain/event';
import { matchEndsAt } from '@tcg/domain/match';
import { useEffect, useState } from 'react';
import { minutesSeconds } from '../../lib/minutesSeconds';

interface Props {
  endsAt: string;
  /** The server's clock when `endsAt` was read: the countdown runs on the server's time, so every screen agrees. */
  serverNow?: string;
  /** A paused clock shows the time left at `serverNow` and does not run. */
  paused?: boolean;
  extensionMinutes?: number;
  className?: string;
}

const clockText = (ms: number) => minutesSeconds(Math.ceil(ms / 1000));

/** Time left in the round (212), with the five-minute warning; after it, the end-of-match procedure (216) starts, per match after any extension. */
export function Countdown({ endsAt, serverNow, paused = false, extensionMinutes = 0, className = 'text-sm' }: Props) {
  const end = matchEndsAt(Date.parse(endsAt), extensionMinutes);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const offset = serverNow ? Date.parse(serverNow) - Date.now() : 0;
    setNow(Date.now() + offset);
    if (paused) return;
    const timer = setInterval(() => setNow(Date.now() + offset), 250);
    return () => clearInterval(timer);
  }, [serverNow, paused]);
  if (now === null) return null;
  const left = Math.max(0, end - now);
  const text =
    left === 0
      ? 'Time! (216)'
      : `${clockText(left)} left${paused ? ' (paused)' : ''}${left <= ROUND_WARNING_MS ? ' · final minutes' : ''}`;
  const tone =
    left === 0
      ? 'font-bold text-red-700'
      : left <= ROUND_WARNING_MS
        ? 'font-semibold text-amber-800'
        : 'text-slate-700';
  return (
    <span role="timer" className={`font-mono ${className} ${tone}`}>
      {text}
    </span>
  );
}
