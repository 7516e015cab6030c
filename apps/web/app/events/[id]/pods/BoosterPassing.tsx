// 235: Booster Draft pack passing for one pod — each pack's direction (left, right, left…) and who passes to whom.
import { boosterDraftSheet, findBreakdown, LIMITED_SETS } from '@tcg/domain/draft';

const cell = 'border border-slate-300 px-1 py-0.5 text-center tabular-nums';
const setName = (id: string | null) => LIMITED_SETS.find((s) => s.id === id)?.name ?? '';

export function BoosterPassing({ seats, breakdown }: { seats: number; breakdown: string }) {
  const found = findBreakdown('booster-draft', breakdown);
  const sheet = boosterDraftSheet(seats, found.ok ? found.value : undefined);
  if (!sheet.ok) return <p className="text-red-700">{sheet.error.message}</p>;
  return (
    <table className="w-full border-collapse text-xs" aria-label="Pack passing">
      <thead>
        <tr>
          <th className={cell}>Pack</th>
          <th className={cell}>Set</th>
          <th className={cell}>Pass</th>
          {Array.from({ length: seats }, (_, i) => (
            <th key={i} className={cell}>
              Seat {i + 1} →
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.value.map((round) => (
          <tr key={round.pack}>
            <th className={cell}>{round.pack}</th>
            <td className={cell}>{setName(round.set)}</td>
            <td className={`${cell} font-semibold uppercase`}>{round.direction}</td>
            {round.passTo.map((to, i) => (
              <td key={i} className={cell}>
                {to}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
