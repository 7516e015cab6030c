import Link from 'next/link';
import type { RoundView } from '../../../lib/apiTypes';

/** What anyone may open: each published round's pairings (top cut rounds by name), the standings and the bracket; results entry for staff who may. */
export function EventLinks({
  eventId,
  rounds,
  enterResults,
}: {
  eventId: string;
  rounds: RoundView[];
  enterResults: boolean;
}) {
  const published = rounds.filter((r) => r.status === 'published');
  return (
    <section aria-label="Rounds" className="space-y-2">
      <h2 className="text-xl font-semibold">Rounds</h2>
      {published.length === 0 && <p className="text-sm text-slate-500">No round published yet.</p>}
      <nav aria-label="Published rounds" className="flex flex-wrap gap-3 text-sm text-amber-700">
        {published.map((r) => (
          <Link key={r.number} href={`/events/${eventId}/rounds/${r.number}/pairings`}>
            {r.title} pairings
          </Link>
        ))}
        {enterResults && published.length > 0 && <Link href={`/events/${eventId}/results`}>Enter results</Link>}
        <Link href={`/events/${eventId}/standings`}>Standings</Link>
        <Link href={`/events/${eventId}/bracket`}>Top cut bracket</Link>
      </nav>
    </section>
  );
}
