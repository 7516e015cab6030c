import { prizeWinAtTime } from '@tcg/domain/match';
import Link from 'next/link';
import type { EventDetail, FormatSummary } from '../../../lib/apiTypes';
import { rulingsSentence } from '../../components/AnnouncedFields';
import { MatchDayNote } from '../../components/MatchDayNote';

/** The public deck check preset with the event's format, date, new-set hold and promo choice (204, 226). */
export function checkerHref(event: EventDetail, limited: boolean): string {
  const query = new URLSearchParams({
    format: limited ? 'limited' : (event.format ?? ''),
    date: event.date,
    unlistedPromos: event.unlistedPromos,
  });
  if (event.newSetHoldWeeks) query.set('newSetHoldWeeks', String(event.newSetHoldWeeks));
  return `/decks/check?${query.toString()}`;
}

/** The days an event runs: one, or first to last. */
export const eventDays = ({ date, endDate }: Pick<EventDetail, 'date' | 'endDate'>) =>
  endDate ? `${date} to ${endDate}` : date;

/** The scoring sentence a judge reads on the event page, the pairings, the result form and the slips (211, 216). */
export function ScoringNote({
  event,
  stage = 'swiss',
  className = 'text-sm',
}: {
  event: Pick<EventDetail, 'bestOf' | 'scoring'>;
  stage?: 'swiss' | 'elimination';
  className?: string;
}) {
  const { sentence } = prizeWinAtTime({ ...event, stage });
  return (
    <p className={`${className} text-slate-600`} data-testid="scoring-note">
      {sentence}
    </p>
  );
}

/** What the organizer announced before the event: its days, the scoring, the promo choice, and the deck check on that date. */
export function Announced({
  event,
  limited,
  matchDay,
}: {
  event: EventDetail;
  limited: boolean;
  matchDay?: FormatSummary['matchDay'];
}) {
  const promos = event.unlistedPromos === 'exclude' ? 'excluded' : 'allowed';
  return (
    <section
      aria-label="Announced before the event"
      className="space-y-1 rounded-lg border border-slate-200 bg-white p-3"
    >
      <p className="text-sm">
        <span className="font-medium">{eventDays(event)}</span>
        <span className="text-slate-600"> · decks are judged on {event.date} (204)</span>
      </p>
      <ScoringNote event={event} />
      <MatchDayNote matchDay={matchDay} />
      {!limited && <p className="text-sm text-slate-600">{rulingsSentence(event)}</p>}
      {!limited && <p className="text-sm text-slate-600">Promo sets missing from the 2003 lists: {promos} (226).</p>}
      <Link href={checkerHref(event, limited)} className="text-sm text-amber-700 hover:underline">
        Check a deck for this event ({event.date})
      </Link>
    </section>
  );
}
