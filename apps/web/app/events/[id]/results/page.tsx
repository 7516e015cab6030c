import { findEventFormat } from '@tcg/domain/event';
import Link from 'next/link';
import { apiGet } from '../../../../lib/api';
import { asEventFormat, houseFormats } from '../../../../lib/houseFormats';
import type { BracketView, EventDetail, RoundView } from '../../../../lib/types';
import { ResultEntry } from './ResultEntry';

export const dynamic = 'force-dynamic';

export default async function ResultsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ round?: string }> }) {
  const { id } = await params;
  const { round } = await searchParams;
  const [event, rounds, bracket, house] = await Promise.all([
    apiGet<EventDetail>(`/events/${id}`),
    apiGet<RoundView[]>(`/events/${id}/rounds`),
    apiGet<BracketView>(`/events/${id}/bracket`),
    houseFormats(),
  ]);
  const prizeKind = findEventFormat(event.format, house.map(asEventFormat))?.kind ?? 'constructed';
  const published = rounds.filter((r) => r.status === 'published');
  const shown = published.find((r) => String(r.number) === round) ?? published.at(-1);
  const cutRound = bracket.cut?.rounds.find((r) => r.number === shown?.number);
  const bestOf = (cutRound ? bracket.cut!.bestOf : event.bestOf) as 1 | 3 | 5;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm">
        <Link href={`/events/${id}`} className="text-amber-700">
          ← {event.name}
        </Link>
      </p>
      {shown ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-2xl font-semibold">
              Results · round {shown.number}
              {cutRound && ` · top cut ${cutRound.name}`}
            </h1>
            <nav className="flex gap-2 text-sm" aria-label="Rounds">
              {published.map((r) => (
                <Link key={r.number} href={`/events/${id}/results?round=${r.number}`} className={r.number === shown.number ? 'font-bold' : 'text-amber-700'}>
                  R{r.number}
                </Link>
              ))}
            </nav>
          </div>
          <ResultEntry key={shown.id} eventId={id} bestOf={bestOf} alternateScoring={event.scoring.alternateScoring} prizeKind={prizeKind} round={shown} />
        </>
      ) : (
        <p className="text-slate-500">No published round yet.</p>
      )}
    </div>
  );
}
