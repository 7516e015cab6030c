// Proposes the reprint table (packages/domain/src/catalog/reprintGroups.json) from a pokemon-tcg-data checkout: every title
// printed more than once, its printings grouped by the domain's key (reprints.ts), each "different" with its difference stated.
// Entries already in the table whose printings are unchanged keep their reviewed groups and words; new ones are marked
// "proposed" until reviewed (the domain's completeness test refuses a proposed entry).
// Usage: node --import tsx scripts/catalog/generate-reprint-table.ts [<catalogDir>]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { normalizeName, type ReprintEntry } from '@tcg/domain/catalog';
import { CATALOG_ERRATA, readCatalogSource } from '@tcg/db/server';
import { DEFAULT_SOURCE } from './generate-catalog.ts';

export const TABLE_FILE = fileURLToPath(
  new URL('../../packages/domain/src/catalog/reprintGroups.json', import.meta.url),
);

interface RawCard {
  id: string;
  name: string;
  supertype: string;
  subtypes?: string[];
  hp?: string;
  types?: string[];
  attacks?: { name: string; cost: string[]; damage: string }[];
  abilities?: { name: string }[];
}

const list = (items: readonly string[] | undefined): string => (items?.length ? [...items].sort().join(', ') : 'none');
const attacks = (card: RawCard): string =>
  list(card.attacks?.map((a) => `${a.name} ${a.cost.join('')} ${a.damage}`.trim()));
const kindOf = (card: RawCard): string =>
  card.subtypes?.length ? card.subtypes.join(' ') : card.supertype === 'Trainer' ? 'plain Trainer' : card.supertype;

const FACTS: readonly [string, (card: RawCard) => string][] = [
  ['kind', kindOf],
  ['HP', (card) => card.hp ?? 'none'],
  ['type', (card) => list(card.types)],
  ['attacks', attacks],
  ['Powers/Bodies', (card) => list(card.abilities?.map((a) => a.name))],
];

/** "HP 60 (base1-58) against 50 (basep-1); attacks …": the facts that tell the groups' oldest printings apart. */
export function differenceOf(heads: readonly RawCard[]): string {
  const parts: string[] = [];
  for (const [label, fact] of FACTS) {
    const values = heads.map((card) => `${fact(card)} (${card.id})`);
    if (new Set(heads.map(fact)).size > 1) parts.push(`${label}: ${values.join(' / ')}`);
  }
  return parts.join('; ') || 'same facts, different effect text (reviewed)';
}

const samePrintings = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

export function proposeTable(dir: string, reviewed: readonly ReprintEntry[]): ReprintEntry[] {
  const source = readCatalogSource(dir, CATALOG_ERRATA, []);
  const raw = new Map(source.cards.map(({ card, raw }) => [card.id, raw as RawCard]));
  const byTitle = new Map<string, { id: string; fingerprint: string }[]>();
  for (const { card } of source.cards)
    byTitle.set(normalizeName(card.name), [...(byTitle.get(normalizeName(card.name)) ?? []), card]);
  const previous = new Map(reviewed.map((entry) => [entry.title, entry]));
  const entries: ReprintEntry[] = [];
  for (const [title, cards] of byTitle) {
    if (cards.length < 2) continue;
    const kept = previous.get(title);
    if (
      kept &&
      samePrintings(
        kept.groups.flat(),
        cards.map((c) => c.id),
      )
    ) {
      entries.push(kept);
      continue;
    }
    const groups = new Map<string, string[]>();
    for (const card of cards) groups.set(card.fingerprint, [...(groups.get(card.fingerprint) ?? []), card.id]);
    const grouped = [...groups.values()];
    const difference = grouped.length > 1 ? { difference: differenceOf(grouped.map((g) => raw.get(g[0]!)!)) } : {};
    entries.push({
      title,
      verdict: grouped.length > 1 ? 'different' : 'same',
      groups: grouped,
      ...difference,
      proposed: true,
    });
  }
  return entries;
}

/** One title a line, so a review is a one-line diff. */
export const renderTable = (entries: readonly ReprintEntry[]): string =>
  `[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`;

function main(): void {
  const dir = resolve(process.argv[2] ?? DEFAULT_SOURCE);
  const reviewed = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as ReprintEntry[];
  const entries = proposeTable(dir, reviewed);
  writeFileSync(TABLE_FILE, renderTable(entries));
  const proposed = entries.filter((e) => e.proposed).length;
  console.log(`wrote ${TABLE_FILE}: ${entries.length} titles, ${proposed} proposed (to review)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
