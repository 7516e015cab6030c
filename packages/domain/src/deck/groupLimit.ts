// custom: named groups of cards with a per-card limit (by title) and a total limit, e.g. "at most 1 of each Legendary, 4 in total".
import { normalizeName } from '../catalog/normalize.ts';
import type { Format, GroupLimit } from '../format/types.ts';
import { printings, tally } from './tally.ts';
import type { DeckEntry, DeckProblem } from './types.ts';

function groupProblems(entries: readonly DeckEntry[], group: GroupLimit, format: Format): DeckProblem[] {
  const titles = new Set(group.titles.map(normalizeName));
  const members = entries.filter((e) => titles.has(normalizeName(e.card.name)) || group.ids.includes(e.card.id));
  const problems: DeckProblem[] = [];
  const base = { code: 'GROUP_LIMIT' as const, section: group.section };
  const perCard = group.perCard;
  if (perCard !== null) {
    for (const t of tally(members).values()) {
      if (t.count <= perCard) continue;
      const message = `${format.name}: ${t.count} copies of ${t.name} (${printings(t)}); at most ${perCard} of each card in "${group.name}"`;
      problems.push({ ...base, line: t.line, cards: [...t.byCard.keys()], message });
    }
  }
  const total = members.reduce((sum, e) => sum + e.count, 0);
  if (group.total !== null && total > group.total) {
    const cards = [...new Set(members.map((e) => e.card.id))];
    const message = `${format.name}: ${total} cards from "${group.name}"; at most ${group.total} in total`;
    problems.push({ ...base, line: Math.min(...members.map((e) => e.line)), cards, message });
  }
  return problems;
}

export const groupLimitProblems = (entries: readonly DeckEntry[], format: Format): DeckProblem[] =>
  format.groups.flatMap((group) => groupProblems(entries, group, format));
