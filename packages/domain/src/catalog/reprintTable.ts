// 221, 226: the reviewed reprint table: every title printed more than once, its printings grouped into cards.
import table from './reprintGroups.json' with { type: 'json' };
import { hashKey } from './reprints.ts';
import { normalizeName } from './normalize.ts';

/**
 * One English title printed more than once. `groups` are the cards under that title, each a list of printings (oldest first)
 * that are the same card. "same": one group. "different": several groups, and `difference` says how they differ.
 */
export interface ReprintEntry {
  title: string;
  verdict: 'same' | 'different';
  groups: string[][];
  difference?: string;
  /** Set by the generator on a title it grouped by key alone: not decided until reviewed and the flag removed. */
  proposed?: true;
}

export const REPRINT_TABLE: readonly ReprintEntry[] = table as ReprintEntry[];

interface Printing {
  id: string;
  name: string;
  fingerprint: string;
}

/** Where an entry contradicts itself: a verdict that does not fit its groups, or a "different" with no difference stated. */
export function entryProblem(entry: ReprintEntry): string | null {
  if (entry.proposed) return `${entry.title}: proposed by the generator, not reviewed`;
  if (entry.verdict === 'same' && entry.groups.length !== 1) return `${entry.title}: "same" needs exactly one group`;
  if (entry.verdict === 'different' && entry.groups.length < 2)
    return `${entry.title}: "different" needs two groups or more`;
  if (entry.verdict === 'different' && !entry.difference?.trim())
    return `${entry.title}: "different" must state the difference`;
  return null;
}

/**
 * The printings' fingerprints with the table's decision: a group's printings share the fingerprint of its oldest printing in
 * `cards`; a group the table split from another of the same key gets one of its own. Printings absent from `cards` are skipped.
 */
export function applyReprintTable<T extends Printing>(
  cards: readonly T[],
  entries: readonly ReprintEntry[] = REPRINT_TABLE,
): T[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const decided = new Map<string, string>();
  for (const entry of entries) {
    const taken = new Set<string>();
    for (const group of entry.groups) {
      const present = group.filter((id) => byId.has(id));
      if (present.length === 0) continue;
      const first = byId.get(present[0]!)!.fingerprint;
      const print = taken.has(first) ? hashKey(`${first}|${present[0]}`) : first;
      taken.add(print);
      for (const id of present) decided.set(id, print);
    }
  }
  return cards.map((card) => (decided.has(card.id) ? { ...card, fingerprint: decided.get(card.id)! } : card));
}

/** Titles printed more than once whose printings the table does not decide, each printing in exactly one group. */
export function undecidedTitles(
  cards: readonly Printing[],
  entries: readonly ReprintEntry[] = REPRINT_TABLE,
): string[] {
  const byTitle = new Map<string, string[]>();
  for (const card of cards)
    byTitle.set(normalizeName(card.name), [...(byTitle.get(normalizeName(card.name)) ?? []), card.id]);
  const entriesByTitle = new Map(entries.map((entry) => [entry.title, entry]));
  const undecided: string[] = [];
  for (const [title, ids] of byTitle) {
    if (ids.length < 2) continue;
    const entry = entriesByTitle.get(title);
    const grouped = entry ? entry.groups.flat() : [];
    const same =
      grouped.length === ids.length && new Set(grouped).size === ids.length && ids.every((id) => grouped.includes(id));
    if (!entry || !same || entryProblem(entry)) undecided.push(title);
  }
  return undecided;
}
