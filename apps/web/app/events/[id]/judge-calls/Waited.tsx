'use client';

import { useEffect, useState } from 'react';
import { minutesSeconds } from '../../../../lib/minutesSeconds';

/** How long a table has waited, counting on the server's clock (`serverNow` when the page was read) every second. */
export function Waited({ since, serverNow }: { since: string; serverNow: string }) {
  const offset = Date.parse(serverNow) - Date.parse(since);
  const [elapsed, setElapsed] = useState(offset);
  useEffect(() => {
    const opened = Date.now();
    const timer = setInterval(() => setElapsed(offset + Date.now() - opened), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return <span className="text-slate-500">waiting {minutesSeconds(Math.max(0, Math.round(elapsed / 1000)))}</span>;
}
