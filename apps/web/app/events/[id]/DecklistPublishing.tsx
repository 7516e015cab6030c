'use client';

import { useSend } from '../../../lib/useSend';
import Link from 'next/link';
import { useState } from 'react';
import type { DecklistPublicationView, EventDetail } from '../../../lib/apiTypes';
import { ErrorNote } from '../../components/ErrorNote';

type Scope = DecklistPublicationView['scope'];

const SCOPES: { scope: Scope; label: string }[] = [
  { scope: 'topCut', label: 'The top cut’s lists' },
  { scope: 'all', label: 'Every list' },
];

/** The organizer publishes a finished event's decklists (all, or the top cut's), changes which, or takes them down (217). */
export function DecklistPublishing({ event, cutMade }: { event: EventDetail; cutMade: boolean }) {
  const { send, error } = useSend();
  const params = { id: event.id };
  const published = event.decklists;
  const [scope, setScope] = useState<Scope>(published?.scope ?? (cutMade ? 'topCut' : 'all'));
  return (
    <form
      aria-label="Publish the decklists"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void send('PUT', '/events/:id/decklist-publication', { params, body: { scope } });
      }}
    >
      <h2 className="text-base font-semibold">Decklists after the event</h2>
      <p role="status">
        {published ? (
          <>
            Published ({published.scope === 'all' ? 'every list' : 'the top cut’s lists'}) on{' '}
            {published.publishedAt.slice(0, 10)}:{' '}
            <Link href={`/events/${event.id}/decklists`} className="text-amber-700 hover:underline">
              the public page
            </Link>
          </>
        ) : (
          'Not published: only staff read the lists.'
        )}
      </p>
      <fieldset className="space-y-1">
        <legend className="font-medium">Publish</legend>
        {SCOPES.map((s) => (
          <label key={s.scope} className="flex items-center gap-2">
            <input
              type="radio"
              name="decklist-scope"
              value={s.scope}
              checked={scope === s.scope}
              disabled={s.scope === 'topCut' && !cutMade}
              onChange={() => setScope(s.scope)}
            />
            {s.label}
            {s.scope === 'topCut' && !cutMade && ' (the event had no top cut)'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="rounded bg-action px-3 py-1.5 font-medium text-white hover:bg-action-hover">
          {published ? 'Publish again' : 'Publish the decklists'}
        </button>
        {published && (
          <button
            type="button"
            className="rounded border border-slate-300 px-3 py-1.5"
            onClick={() => void send('DELETE', '/events/:id/decklist-publication', { params })}
          >
            Unpublish
          </button>
        )}
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
