'use client';

import { matchEndsAt } from '@tcg/domain/match';
import { useEffect, useState } from 'react';

/** Time left in the round (212); after it, the end-of-match procedure (216) starts, per match after any extension. */
export function Countdown({ endsAt, extensionMinutes = 0, className = 'text-sm' }: { endsAt: string; extensionMinutes?: number; className?: string }) {
  const end = matchEndsAt(Date.parse(endsAt), extensionMinutes);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = Math.max(0, Math.round((end - now) / 1000));
  const text = left === 0 ? 'Time!' : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left`;
  return (
    <span role="timer" className={`font-mono ${className} ${left === 0 ? 'font-bold text-red-700' : 'text-slate-700'}`}>
      {text}
    </span>
  );
}
