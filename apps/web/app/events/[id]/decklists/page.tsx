import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet, apiTry } from '../../../../lib/api';
import type { PublishedDecklistsView } from '../../../../lib/apiTypes';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { FieldBreakdownTable, recordText } from './FieldBreakdownTable';

export const metadata: Metadata = { title: 'Decklists · TCG Tournaments' };

export const dynamic = 'force-dynamic';

type Deck = PublishedDecklistsView['decks'][number];

const GROUPS = [
  ['Pokémon', 'Pokémon'],
  ['Trainer', 'Trainer'],
  ['Energy', 'Energy'],
  [null, 'Not in the catalog'],
] as const;

/** One list, its lines grouped Pokémon / Trainer / Energy with each group's count, as registered. */
function PublishedDeck({ deck }: { deck: Deck }) {
  const heading = `${deck.place}. ${deck.playerName}`;
  return (
    <article aria-label={heading} className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <p className="text-sm text-slate-600">
        {deck.finish ?? `Place ${deck.place}`} · record {recordText(deck.record)}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {GROUPS.map(([supertype, title]) => {
          const lines = deck.lines.filter((l) => l.supertype === supertype);
          if (lines.length === 0) return null;
          return (
            <section key={title} aria-label={`${deck.playerName}: ${title}`}>
              <h4 className="text-sm font-semibold">
                {title} ({lines.reduce((sum, l) => sum + l.count, 0)})
              </h4>
              <ul className="text-sm">
                {lines.map((line, i) => (
                  <li key={i}>
                    {line.count} {line.card}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </article>
  );
}

export default async function DecklistsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, read] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiTry('/events/:id/published-decklists', { params: { id } }),
  ]);
  const published = read.ok ? read.data : null;
  // A reopened event keeps its publication but shows no list until it is finished again: say so rather than "not published".
  const notShown =
    !read.ok && read.error.code === 'EVENT_NOT_FINISHED'
      ? read.error.message
      : 'The organizer has not published this event’s decklists.';
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">{event.name} · Decklists</h1>
      {!published ? (
        <p className="text-slate-600">
          {notShown}{' '}
          <Link href={`/events/${id}`} className="text-amber-700">
            Back to the event
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {published.scope === 'all'
              ? `Every registered list (${published.decks.length} of ${published.players} players)`
              : `The top cut’s lists (${published.decks.length})`}
            , in final standings order; published {published.publishedAt.slice(0, 10)}.
          </p>
          <section aria-labelledby="field" className="space-y-2">
            <h2 id="field" className="text-xl font-semibold">
              The field by its most-played Pokémon
            </h2>
            <FieldBreakdownTable breakdown={published.breakdown} decks={published.decks.length} />
          </section>
          <section aria-labelledby="lists" className="space-y-3">
            <h2 id="lists" className="text-xl font-semibold">
              The lists
            </h2>
            {published.decks.map((deck) => (
              <PublishedDeck key={`${deck.place}-${deck.playerName}`} deck={deck} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}
