'use client';

import { useEffect, useState } from 'react';
import { infractionNames, penaltyNames } from '@tcg/domain/penalty';
import { apiRead } from '../../../../lib/client';
import type { PenaltyHistoryView } from '../../../../lib/apiTypes';

/** The player's penalties in earlier events (by DCI number), looked up when the judge picks the player. */
export function PenaltyHistory({ eventId, playerId }: { eventId: string; playerId: string }) {
  const [history, setHistory] = useState<PenaltyHistoryView | null>(null);
  useEffect(() => {
    void apiRead('/events/:id/players/:playerId/penalty-history', { params: { id: eventId, playerId } }).then((read) =>
      setHistory(read.ok ? read.data : null),
    );
  }, [eventId, playerId]);
  if (!history) return null;
  return (
    <section aria-label="Penalties in other events" className="text-slate-600 sm:col-span-2">
      {history.penalties.length === 0 ? (
        <p>No penalties in other events for DCI number {history.player.dciNumber}.</p>
      ) : (
        <ul className="list-disc pl-5">
          {history.penalties.map((p) => (
            <li key={p.id}>
              {p.eventDate} · {p.eventName}: {penaltyNames[p.penalty]} for {infractionNames[p.infraction].toLowerCase()}{' '}
              — {p.description}
            </li>
          ))}
        </ul>
      )}
      {history.hidden > 0 && (
        <p className="text-xs">
          {history.hidden} more in private events of other organizers: only their staff see{' '}
          {history.hidden === 1 ? 'it' : 'them'}.
        </p>
      )}
    </section>
  );
}
