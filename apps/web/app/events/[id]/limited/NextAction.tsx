'use client';

import { useSend } from '../../../../lib/useSend';
import { suggestedPerPod } from '@tcg/domain/draft';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { LimitedView } from '../../../../lib/apiTypes';
import { Countdown } from '../../../components/Countdown';
import { ErrorNote } from '../../../components/ErrorNote';

const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';
const link = 'text-sm text-amber-700 hover:underline';

/** The organizer's next action for the current step of a Limited event (Appendix A 1, 3, 8). */
export function NextAction({ eventId, limited }: { eventId: string; limited: LimitedView }) {
  const { send, busy, error } = useSend();
  // The suggestion is what the redraft accepts: one pod cannot make a redraft pod, and says why (Appendix A 8).
  const suggested = suggestedPerPod(new Set(limited.players.flatMap((p) => (p.pod === null ? [] : [p.pod]))).size);
  const [perPod, setPerPod] = useState<1 | 2>(suggested.ok ? suggested.value : 2);

  const params = { id: eventId };
  const act = (label: string, call: () => Promise<void>) => (
    <button type="button" className={button} disabled={busy} onClick={() => void call()}>
      {label}
    </button>
  );
  const { rounds, deckBuilding, redraft } = limited;
  const timer = deckBuilding.endsAt && <Countdown endsAt={deckBuilding.endsAt} className="text-2xl" />;

  const actions: Record<LimitedView['current'], ReactNode> = {
    seating: act('Seat players into pods', () => send('POST', '/events/:id/pods', { params })),
    draft: (
      <>
        <Link href={`/events/${eventId}/pods`} className={link}>
          Draft sheets and caller
        </Link>
        {act('Draft done: start deck building (30 minutes)', () =>
          send('POST', '/events/:id/deck-building', { params }),
        )}
      </>
    ),
    building: (
      <>
        {timer ?? act('Start deck building (30 minutes)', () => send('POST', '/events/:id/deck-building', { params }))}
        <Link href={`/events/${eventId}/decks`} className={link}>
          Registered decks
        </Link>
        {act('Pair pod round 1', () => send('POST', '/events/:id/rounds', { params }))}
      </>
    ),
    podRounds:
      rounds.complete >= rounds.planned ? (
        !suggested.ok ? (
          <p role="note" className="text-sm text-slate-700">
            No Top 8 redraft: {suggested.error.message}
          </p>
        ) : (
          <>
            <label className="text-sm">
              Top of each pod{' '}
              <select
                aria-label="Top of each pod"
                className="rounded border border-slate-300 px-2 py-1"
                value={perPod}
                onChange={(e) => setPerPod(Number(e.target.value) as 1 | 2)}
              >
                <option value={1}>1</option>
                <option value={2}>2</option>
              </select>
            </label>
            {act('Choose the Top 8 and seat the redraft pod', () =>
              send('POST', '/events/:id/redraft', { params, body: { perPod } }),
            )}
          </>
        )
      ) : (
        <>
          <Link href={`/events/${eventId}`} className={link}>
            Publish and run round {rounds.paired}
          </Link>
          <Link href={`/events/${eventId}/results`} className={link}>
            Enter results
          </Link>
          {rounds.paired < rounds.planned &&
            act(`Pair pod round ${rounds.paired + 1}`, () => send('POST', '/events/:id/rounds', { params }))}
        </>
      ),
    redraft: (
      <>
        <Link href={`/events/${eventId}/pods`} className={link}>
          Draft sheets (Top 8: pod {redraft?.pod.number})
        </Link>
        {act('Redraft done: start deck building (30 minutes)', () =>
          send('POST', '/events/:id/deck-building', { params }),
        )}
      </>
    ),
    redraftBuilding: (
      <>
        {timer}
        {act('Start the single elimination', () =>
          send('POST', '/events/:id/cut', { params, body: { size: redraft?.seeds.length ?? 8 } }),
        )}
      </>
    ),
    singleElimination: (
      <Link href={`/events/${eventId}/bracket`} className={link}>
        Bracket
      </Link>
    ),
  };

  return (
    <section aria-label="Next action" className="no-print space-y-2 rounded border border-amber-300 bg-amber-50 p-3">
      <div className="flex flex-wrap items-center gap-4">{actions[limited.current]}</div>
      <ErrorNote error={error} />
    </section>
  );
}
