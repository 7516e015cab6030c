// custom: named groups of cards (by title, id, tag or subtype) with a per-card limit (by title) and a total limit, e.g. "at most 1 of each Legendary, 4 in total".
import { normalizeName } from '../catalog/normalize.ts';
import type { CatalogCard } from '../catalog/types.ts';
import type { Format, GroupLimit } from '../format/types.ts';
import { printings, tally } from './tally.ts';
import type { DeckEntry, DeckProblem } from './types.ts';

const isMember = (card: CatalogCard, group: GroupLimit, titles: ReadonlySet<string>): boolean =>
  titles.has(normalizeName(card.name)) ||
  group.ids.includes(card.id) ||
  group.tags.some((tag) => card.tags?.includes(tag)) ||
  group.subtypes.some((subtype) => card.subtypes.includes(subtype));

/** The line whose cards take the group over its total: the one to change. */
function lineOverTotal(members: readonly DeckEntry[], total: number): number {
  let running = 0;
  const byLine = [...members].sort((a, b) => a.line - b.line);
  return byLine.find((e) => (running += e.count) > total)!.line;
}

function groupProblems(entries: readonly DeckEntry[], group: GroupLimit, format: Format): DeckProblem[] {
  const titles = new Set(group.titles.map(normalizeName));
  const members = entries.filter((e) => isMember(e.card, group, titles));
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
    problems.push({ ...base, line: lineOverTotal(members, group.total), cards, message });
  }
  return problems;
}

export const groupLimitProblems = (entries: readonly DeckEntry[], format: Format): DeckProblem[] =>
  format.groups.flatMap((group) => groupProblems(entries, group, format));
