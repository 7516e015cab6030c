'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  checkPenalty,
  earlierInfractions,
  infractionNames,
  infractions,
  penaltyLevels,
  penaltyNames,
  proposePenalty,
  type Infraction,
  type PenaltyCatalog,
  type PenaltyLevel,
} from '@tcg/domain/penalty';
import { apiSend } from '../../../../lib/client';
import type { ApiError, PenaltyView, Registration } from '../../../../lib/apiTypes';
import { ErrorNote } from '../../../components/ErrorNote';
import { PenaltyHistory } from './PenaltyHistory';

const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';
const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';

interface Props {
  eventId: string;
  players: Registration[];
  catalog: PenaltyCatalog;
  penalties: PenaltyView[];
  /** Filled in when the form is opened from a deck check's mismatch. */
  initial: { playerId: string; infraction: Infraction | null };
}

/** A judge records an infraction; the catalogue's proposal (escalated for a repeat) is filled in and may be changed. */
export function PenaltyForm({ eventId, players, catalog, penalties, initial }: Props) {
  const router = useRouter();
  const [playerId, setPlayerId] = useState(initial.playerId);
  const [infraction, setInfraction] = useState<Infraction>(initial.infraction ?? 'proceduralError');
  const [chosen, setChosen] = useState<PenaltyLevel | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const earlier = earlierInfractions(
    penalties.map((p) => ({ playerId: p.player.id, infraction: p.infraction })),
    playerId,
    infraction,
  );
  const proposed = proposePenalty(catalog, infraction, earlier);
  const penalty = chosen ?? proposed;

  async function submit() {
    const checked = checkPenalty({ infraction, penalty, description });
    if (!checked.ok) return setError(checked.error);
    const sent = await apiSend('POST', '/events/:id/penalties', {
      params: { id: eventId },
      body: {
        playerId,
        ...checked.value,
      },
    });
    setError(sent.ok ? null : sent.error);
    if (!sent.ok) return;
    setDone(`${penaltyNames[sent.data.penalty.penalty]} for ${sent.data.penalty.player.name}. ${sent.data.note}`);
    setDescription('');
    setChosen(null);
    router.refresh();
  }

  return (
    <form
      aria-label="Record a penalty"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        Player
        <select
          className={`${field} mt-1 block w-full`}
          value={playerId}
          onChange={(e) => {
            setPlayerId(e.target.value);
            setChosen(null);
          }}
        >
          <option value="">—</option>
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.lastName}, {p.firstName} · {p.dciNumber}
            </option>
          ))}
        </select>
      </label>
      <label>
        Infraction
        <select
          className={`${field} mt-1 block w-full`}
          value={infraction}
          onChange={(e) => {
            setInfraction(e.target.value as Infraction);
            setChosen(null);
          }}
        >
          {infractions.map((i) => (
            <option key={i} value={i}>
              {infractionNames[i]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Penalty
        <select
          aria-label="Penalty"
          className={`${field} mt-1 block w-full`}
          value={penalty}
          onChange={(e) => setChosen(e.target.value as PenaltyLevel)}
        >
          {penaltyLevels.map((l) => (
            <option key={l} value={l}>
              {penaltyNames[l]}
            </option>
          ))}
        </select>
      </label>
      <p aria-label="Proposed penalty" className="self-end text-slate-600">
        {playerId === ''
          ? 'Choose a player.'
          : `Proposed: ${penaltyNames[proposed]}${earlier > 0 ? ` (offence ${earlier + 1} of this infraction in the event)` : ' (first offence)'}`}
      </p>
      <label className="sm:col-span-2">
        What happened
        <textarea
          className={`${field} mt-1 block w-full`}
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className={button} disabled={playerId === ''}>
          Record penalty
        </button>
        {done && <p role="status">{done}</p>}
      </div>
      <ErrorNote error={error} />
      {playerId !== '' && <PenaltyHistory key={playerId} eventId={eventId} playerId={playerId} />}
    </form>
  );
}
