import { alternateScoring } from '@tcg/domain/event';
import { fixedGames } from '@tcg/domain/match';
import { field } from './field';
import { TextField } from './TextField';

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
      <TextField
        label="Date (decks are judged on it, 204)"
        type="date"
        value={date}
        onValue={onDate}
        required
        suppressHydrationWarning
      />
      <TextField label="Last day (multi-day event)" type="date" value={endDate} min={date} onValue={onEndDate} />
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
const alternateScoringAllowed = (bestOf: number) =>
  alternateScoring({ bestOf, policy: 'dci2003', alternateScoring: true }).ok;

/** What the form sends: the box as ticked, off where match play rules it out (217). */
export const chosenAlternateScoring = (bestOf: number, checked: boolean) => checked && alternateScoringAllowed(bestOf);

/** The Alternate Scoring System (216), which match play never uses (217): the box is off and says why for best of 3 or 5. */
export function AlternateScoringField({ bestOf, checked, onChange }: AlternateScoringProps) {
  const allowed = alternateScoringAllowed(bestOf);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={chosenAlternateScoring(bestOf, checked)}
        disabled={!allowed}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        Alternate Scoring System (216): a single-game win on Prizes at time scores 2
        {!allowed && (
          <span className="block text-xs text-slate-600">
            Not used in match play (217): choose best of 1 to use it.
          </span>
        )}
      </span>
    </label>
  );
}

const CLASSES = [
  ['', 'Local-language cards (the default)'],
  ['A', 'Class A: Japanese cards'],
  ['B', 'Class B: English cards'],
] as const;

/** 203: which printing judges rule on; 204 ¶2: how long a new set waits before it is allowed at this event. */
export function RulingsFields(props: {
  interpretationClass: string;
  onClass: (value: string) => void;
  holdWeeks: string;
  onHoldWeeks: (value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm">
        Card rulings and interpretations (203)
        <select className={field} value={props.interpretationClass} onChange={(e) => props.onClass(e.target.value)}>
          {CLASSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        New sets allowed (204)
        <select className={field} value={props.holdWeeks} onChange={(e) => props.onHoldWeeks(e.target.value)}>
          <option value="">From their release day</option>
          {[2, 3, 4, 5, 6].map((weeks) => (
            <option key={weeks} value={weeks}>
              {weeks} weeks after their release
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The API's fields for what RulingsFields holds. */
export const rulingsBody = (interpretationClass: string, holdWeeks: string) => ({
  interpretationClass:
    interpretationClass === 'A' ? ('A' as const) : interpretationClass === 'B' ? ('B' as const) : null,
  newSetHoldWeeks: holdWeeks === '' ? null : Number(holdWeeks),
});

/** How the event page states them. */
export function rulingsSentence({
  interpretationClass,
  newSetHoldWeeks,
}: {
  interpretationClass: string | null;
  newSetHoldWeeks: number | null;
}): string {
  const rulings =
    interpretationClass === 'A'
      ? 'Class A: rulings on the Japanese cards'
      : interpretationClass === 'B'
        ? 'Class B: rulings on the English cards'
        : 'Rulings on the local-language cards';
  const sets = newSetHoldWeeks
    ? `new sets allowed ${newSetHoldWeeks} weeks after their release`
    : 'new sets allowed from their release day';
  return `${rulings} (203); ${sets} (204).`;
}
