// 235: Booster Draft pack passing for one pod as the API prints it — each pack's direction (left, right, left…) and who passes to whom.
import { LIMITED_SETS } from '@tcg/domain/draft';
import type { DraftSheetView } from '../../../../lib/apiTypes';

const cell = 'border border-slate-300 px-1 py-0.5 text-center tabular-nums';
const setName = (id: string | null) => LIMITED_SETS.find((s) => s.id === id)?.name ?? '';

export function BoosterPassing({ passing }: { passing: NonNullable<DraftSheetView['passing']> }) {
  const seats = passing[0]?.passTo.length ?? 0;
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
        {passing.map((round) => (
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
