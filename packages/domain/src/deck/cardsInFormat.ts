// 204, 225, 226: every card in the deck must be released, not banned and in the format; one problem per title and reason.
import type { Catalog } from '../catalog/types.ts';
import { isBannedName } from '../format/banned.ts';
import { legalityOnDate, type CardLegality } from '../format/cardLegality.ts';
import type { CheckOptions, Format } from '../format/types.ts';
import { titleOf } from './tally.ts';
import type { DeckEntry, DeckNotice, DeckProblem, ParsedDecklist } from './types.ts';

interface Finding {
  name: string;
  legality: CardLegality;
  lines: number[];
  cards: string[];
  reasons: string[];
}

function findings(
  entries: readonly DeckEntry[],
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions,
): Map<string, Finding> {
  const found = new Map<string, Finding>();
  const seen = new Set<string>();
  for (const { card, line } of entries) {
    const legality = legalityOnDate(card, format, date, catalog, options);
    const key = `${legality.code ?? (legality.unlistedPromoDefault ? 'PROMO' : 'LEGAL')}|${titleOf(card)}`;
    const finding = found.get(key) ?? { name: card.name, legality, lines: [], cards: [], reasons: [] };
    finding.lines.push(line);
    if (!seen.has(card.id)) finding.cards.push(card.id);
    if (!finding.reasons.includes(legality.reason)) finding.reasons.push(legality.reason);
    seen.add(card.id);
    found.set(key, finding);
  }
  return found;
}

export function cardsInFormat(
  entries: readonly DeckEntry[],
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions,
): { problems: DeckProblem[]; notices: DeckNotice[] } {
  const problems: DeckProblem[] = [];
  const notices: DeckNotice[] = [];
  for (const { name, legality, lines, cards, reasons } of findings(entries, format, date, catalog, options).values()) {
    const message = reasons.join('; ');
    if (legality.code)
      problems.push({ code: legality.code, section: legality.section, line: Math.min(...lines), cards, message });
    else if (legality.unlistedPromoDefault)
      notices.push({ code: 'UNLISTED_PROMO', section: legality.section, cards, message: `${name}: ${message}` });
  }
  return { problems, notices };
}

/** A line naming a card the catalog lacks is BANNED when the format bans that title ("Ancient Mew"), else UNKNOWN_CARD. */
export function unknownCardProblems(parsed: ParsedDecklist, format: Format): DeckProblem[] {
  const bannedLines = new Map(parsed.unknown.filter((u) => isBannedName(u.name, format)).map((u) => [u.line, u.name]));
  return parsed.problems.map((problem) => {
    const name =
      problem.code === 'UNKNOWN_CARD' && problem.line !== undefined ? bannedLines.get(problem.line) : undefined;
    if (name === undefined) return problem;
    const { section } = format.banned;
    return {
      code: 'BANNED',
      section,
      line: problem.line,
      message: `Line ${problem.line}: ${format.name}: ${name} is banned under ${section}`,
    };
  });
}
