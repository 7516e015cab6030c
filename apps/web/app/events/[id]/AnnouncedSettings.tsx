'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ApiError, EventDetail } from '../../../lib/apiTypes';
import { apiSend } from '../../../lib/client';
import { ErrorNote } from '../../components/ErrorNote';
import { SubmitButton } from '../../components/SubmitButton';
import { AlternateScoringField, BestOfField, EventDaysFields, RulingsFields } from '../../components/AnnouncedFields';
import { useMatchScoring } from '../../components/useMatchScoring';
import { useRulings } from '../../components/useRulings';

/** The organizer changes what was announced (days, games per match, Alternate Scoring, rulings, new-set hold, promo choice) until round 1 is paired. */
export function AnnouncedSettings({ event }: { event: EventDetail }) {
  const router = useRouter();
  const [date, setDate] = useState(event.date);
  const [endDate, setEndDate] = useState(event.endDate ?? '');
  const matchScoring = useMatchScoring(event);
  const [excludePromos, setExcludePromos] = useState(event.unlistedPromos === 'exclude');
  const rulings = useRulings(event);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = {
      date,
      endDate: endDate || null,
      bestOf: matchScoring.bestOf,
      scoring: { alternateScoring: matchScoring.alternateScoring },
      unlistedPromos: excludePromos ? ('exclude' as const) : ('allow' as const),
      ...rulings.body,
    };
    const sent = await apiSend('PATCH', '/events/:id', { params: { id: event.id }, body: body });
    setError(sent.ok ? null : sent.error);
    setSaved(sent.ok);
    if (sent.ok) router.refresh();
  }

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">
        Change what was announced (until round 1 is paired)
      </summary>
      <form onSubmit={(e) => void save(e)} className="mt-3 space-y-3" aria-label="Announced settings">
        <div className="grid grid-cols-2 gap-3">
          <EventDaysFields date={date} endDate={endDate} onDate={setDate} onEndDate={setEndDate} />
        </div>
        <BestOfField {...matchScoring.bestOfField} />
        <AlternateScoringField {...matchScoring.alternateScoringField} />
        <RulingsFields {...rulings.fields} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={excludePromos} onChange={(e) => setExcludePromos(e.target.checked)} />
          Exclude promo sets missing from the 2003 lists (226)
        </label>
        <ErrorNote error={error} />
        {saved && (
          <p role="status" className="text-sm text-emerald-700">
            Saved; registered decks were judged again.
          </p>
        )}
        <SubmitButton>Save</SubmitButton>
      </form>
    </details>
  );
}
