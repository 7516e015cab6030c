// 221: at most four copies of a card by English card title, across printings; basic Energy is exempt.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import type { Format } from '../format/types.ts';
import { printings, tally } from './tally.ts';
import type { DeckEntry, DeckProblem } from './types.ts';

/** One problem per title over the limit; "Dark Raichu" and "Raichu" are different titles, Darkness Energy is not basic. */
export function copyLimitProblems(entries: readonly DeckEntry[], format: Format): DeckProblem[] {
  const limit = format.copyLimit;
  if (!limit) return [];
  const counted = entries.filter((entry) => !isBasicEnergy(entry.card));
  return [...tally(counted).values()]
    .filter((t) => t.count > limit.count)
    .map((t) => ({
      code: 'COPY_LIMIT',
      section: limit.section,
      line: t.line,
      cards: [...t.byCard.keys()],
      message: `${format.name}: ${t.count} copies of ${t.name} (${printings(t)}); at most ${limit.count} of a card by English title, basic Energy aside (${limit.section})`,
    }));
}
