const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';

interface EventDaysProps {
  date: string;
  endDate: string;
  onDate: (date: string) => void;
  onEndDate: (date: string) => void;
}

/** The event's day, on which decks are judged (204), and its last day for a multi-day event. */
export function EventDaysFields({ date, endDate, onDate, onEndDate }: EventDaysProps) {
  return (
    <>
      <label className="block text-sm">
        Date (decks are judged on it, 204)
        <input className={field} type="date" value={date} onChange={(e) => onDate(e.target.value)} required suppressHydrationWarning />
      </label>
      <label className="block text-sm">
        Last day (multi-day event)
        <input className={field} type="date" value={endDate} min={date} onChange={(e) => onEndDate(e.target.value)} />
      </label>
    </>
  );
}

/** Games per match, announced before the event begins (211). */
export function BestOfField({ bestOf, onBestOf }: { bestOf: number; onBestOf: (bestOf: number) => void }) {
  return (
    <label className="block text-sm">
      Games per match (211)
      <select className={field} value={bestOf} onChange={(e) => onBestOf(Number(e.target.value))}>
        {[1, 3, 5].map((n) => (
          <option key={n} value={n}>
            Best of {n}
          </option>
        ))}
      </select>
    </label>
  );
}
