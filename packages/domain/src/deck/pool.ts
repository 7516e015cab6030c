// 231, 234–236: a Limited deck is built from the player's own pool, plus any number of basic Energy.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import { cardLabel } from '../format/labels.ts';
import type { Catalog } from '../catalog/types.ts';
import { tally } from './tally.ts';
import type { DeckEntry, DeckProblem } from './types.ts';

/** `pool` lists card ids, one element per card the player opened or drafted (copies repeat). */
export function poolProblems(entries: readonly DeckEntry[], pool: readonly string[], catalog: Catalog): DeckProblem[] {
  const owned = new Map<string, number>();
  for (const id of pool) owned.set(id, (owned.get(id) ?? 0) + 1);
  const used = tally(
    entries.filter((entry) => !isBasicEnergy(entry.card)),
    (card) => card.id,
  );
  const problems: DeckProblem[] = [];
  for (const [id, t] of used) {
    const have = owned.get(id) ?? 0;
    if (t.count <= have) continue;
    const card = catalog.cardsById.get(id)!;
    const message = `${cardLabel(card, catalog)}: ${t.count} in the deck, ${have} in the pool; every card but basic Energy must come from the pool (231)`;
    problems.push({ code: 'NOT_IN_POOL', section: '231', line: t.line, cards: [id], message });
  }
  return problems;
}
