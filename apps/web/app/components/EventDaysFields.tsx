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
