'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import type { ApiError, Registration } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';
import { PlayerSelect } from './PlayerSelect';

/** Pairs the organizer asks to keep apart (family members): honoured by pairing whenever a pairing allows it. */
export function AvoidPairs({
  eventId,
  players,
  pairs,
}: {
  eventId: string;
  players: Registration[];
  pairs: [string, string][];
}) {
  const router = useRouter();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  async function add() {
    const sent = await apiSend('POST', '/events/:id/avoid-pairs', {
      params: { id: eventId },
      body: { playerIds: [first, second] },
    });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold">Keep apart ({pairs.length})</summary>
      <ul className="mt-2 list-disc pl-5" aria-label="Kept apart">
        {pairs.map(([a, b]) => (
          <li key={`${a}-${b}`}>
            {name(a)} and {name(b)}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PlayerSelect label="First player to keep apart" players={players} value={first} onChange={setFirst} />
        <PlayerSelect label="Second player to keep apart" players={players} value={second} onChange={setSecond} />
        <button
          className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
          disabled={!first || !second}
          onClick={() => void add()}
        >
          Keep apart
        </button>
      </div>
      <ErrorNote error={error} />
    </details>
  );
}
