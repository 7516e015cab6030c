import { alternateScoring } from '@tcg/domain/event';
import { fixedGames } from '@tcg/domain/match';

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
        {([1, 3, 5, 2, 4] as const).map((n) => (
          <option key={n} value={n}>
            {n === 1 ? 'One game' : fixedGames(n) ? `${n} games (1–1 or 2–2 is a draw)` : `Best of ${n}`}
          </option>
        ))}
      </select>
    </label>
  );
}

interface AlternateScoringProps {
  bestOf: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Whether Alternate Scoring can apply to matches of `bestOf` games (the domain's rule, 217). */
const alternateScoringAllowed = (bestOf: number) => alternateScoring({ bestOf, policy: 'dci2003', alternateScoring: true }).ok;

/** What the form sends: the box as ticked, off where match play rules it out (217). */
export const chosenAlternateScoring = (bestOf: number, checked: boolean) => checked && alternateScoringAllowed(bestOf);

/** The Alternate Scoring System (216), which match play never uses (217): the box is off and says why for best of 3 or 5. */
export function AlternateScoringField({ bestOf, checked, onChange }: AlternateScoringProps) {
  const allowed = alternateScoringAllowed(bestOf);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={chosenAlternateScoring(bestOf, checked)} disabled={!allowed} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Alternate Scoring System (216): a single-game win on Prizes at time scores 2
        {!allowed && <span className="block text-xs text-slate-600">Not used in match play (217): choose best of 1 to use it.</span>}
      </span>
    </label>
  );
}
