'use client';

import type { DraftView } from '../../../../../../lib/apiTypes';

/** The cards on the table: seven, seven, then the rest on the third row, numbered in order of placement (Appendix A 4), with who took each. */
export function TableCards({ draft, onPick }: { draft: DraftView; onPick: (cardNumber: number) => void }) {
  if (draft.cards.length === 0) return null;
  const byNumber = new Map(draft.cards.map((c) => [c.number, c]));
  return (
    <section aria-label="Cards on the table" className="space-y-2">
      {draft.rows.map((row, r) => (
        <div
          key={r}
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${Math.max(7, row.length)}, minmax(0, 1fr))` }}
        >
          {row.map((n) => {
            const card = byNumber.get(n)!;
            const taken = card.takenBy !== null;
            return (
              <button
                key={n}
                type="button"
                disabled={taken || draft.status !== 'pick'}
                onClick={() => onPick(n)}
                aria-label={`Card ${n}: ${card.name}${taken ? `, taken by seat ${card.takenBy}` : ''}`}
                className={`rounded p-2 text-left ${taken ? 'bg-slate-700 text-slate-400' : 'bg-slate-100 text-slate-900 hover:bg-amber-200'}`}
              >
                <span className="block text-3xl font-bold">{n}</span>
                <span className="block text-sm">{card.name}</span>
                {taken && (
                  <span className="block text-lg">
                    seat {card.takenBy}
                    {card.oldestCardGiven && ' (time)'}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </section>
  );
}
