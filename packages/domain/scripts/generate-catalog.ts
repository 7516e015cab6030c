// Builds the facts-only card catalog (src/catalog/catalog.json) from a pokemon-tcg-data checkout.
// Usage: node --import tsx packages/domain/scripts/generate-catalog.ts [<catalogDir>]   (default: ../shared/cards from the repo root)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprint, gameTextKey } from '../src/catalog/reprints.ts';
import type { CatalogCard, CatalogData, CatalogSet } from '../src/catalog/types.ts';
import { CatalogSourceError, readCards, readSets, type SourceCard, type SourceSet } from './catalog-source.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_SOURCE = resolve(REPO_ROOT, '../shared/cards');
export const CATALOG_FILE = fileURLToPath(new URL('../src/catalog/catalog.json', import.meta.url));

function toSet(set: SourceSet): CatalogSet {
  const [year, month, day] = set.releaseDate.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new CatalogSourceError('sets/en.json', `${set.id}.releaseDate`, `is not a calendar date: "${set.releaseDate}"`);
  }
  const releaseDate = set.releaseDate.replaceAll('/', '-');
  return { id: set.id, name: set.name, code: set.ptcgoCode ?? null, releaseDate, printedTotal: set.printedTotal, total: set.total };
}

/** Fixed key order; absent source fields stay absent. */
function toCard(card: SourceCard, setId: string): CatalogCard {
  return {
    id: card.id,
    set: setId,
    number: card.number,
    name: card.name,
    supertype: card.supertype,
    subtypes: card.subtypes ?? [],
    ...(card.level === undefined ? {} : { level: card.level }),
    ...(card.hp === undefined ? {} : { hp: Number(card.hp) }),
    ...(card.types === undefined ? {} : { types: card.types }),
    ...(card.evolvesFrom === undefined ? {} : { evolvesFrom: card.evolvesFrom }),
    fingerprint: fingerprint(card),
  };
}

function checkUnique(values: readonly { key: string; file: string; field: string }[]): void {
  const seen = new Set<string>();
  for (const { key, file, field } of values) {
    if (seen.has(key)) throw new CatalogSourceError(file, field, `repeats "${key}"`);
    seen.add(key);
  }
}

/** Two different game texts must never share a fingerprint, or unrelated cards would count as copies. */
function checkFingerprints(cards: readonly SourceCard[]): void {
  const keys = new Map<string, string>();
  for (const card of cards) {
    const print = fingerprint(card);
    const key = gameTextKey(card);
    if ((keys.get(print) ?? key) !== key) throw new Error(`fingerprint collision on ${card.id}: change the hash in reprints.ts`);
    keys.set(print, key);
  }
}

export function buildCatalog(dir: string): CatalogData {
  const sourceSets = readSets(dir);
  checkUnique(sourceSets.map((s, i) => ({ key: s.id, file: 'sets/en.json', field: `[${i}].id` })));
  const sets = sourceSets.map(toSet);
  const byDate = (a: { set: CatalogSet; i: number }, b: { set: CatalogSet; i: number }): number =>
    a.set.releaseDate < b.set.releaseDate ? -1 : a.set.releaseDate > b.set.releaseDate ? 1 : a.i - b.i;
  const order = sets.map((set, i) => ({ set, i })).sort(byDate);
  const perSet = order.map(({ i }) => ({ set: sourceSets[i]!, cards: readCards(dir, sourceSets[i]!) }));
  const all = perSet.flatMap(({ set, cards }) => cards.map((card, i) => ({ card, set, i })));
  checkUnique(all.map(({ card, set, i }) => ({ key: card.id, file: `cards/en/${set.id}.json`, field: `[${i}].id` })));
  checkUnique(all.map(({ card, set, i }) => ({ key: `${set.id} ${card.number}`, file: `cards/en/${set.id}.json`, field: `[${i}].number` })));
  checkFingerprints(all.map(({ card }) => card));
  return { sets: order.map(({ set }) => set), cards: all.map(({ card, set }) => toCard(card, set.id)) };
}

/** One set or card per line, so a new printing is a one-line diff. */
export function renderCatalog(data: CatalogData): string {
  const lines = (items: readonly object[]): string => items.map((item) => JSON.stringify(item)).join(',\n');
  return `{\n"sets": [\n${lines(data.sets)}\n],\n"cards": [\n${lines(data.cards)}\n]\n}\n`;
}

export const generateCatalog = (dir: string): string => renderCatalog(buildCatalog(dir));

function main(): void {
  const dir = resolve(process.argv[2] ?? DEFAULT_SOURCE);
  try {
    const text = generateCatalog(dir);
    writeFileSync(CATALOG_FILE, text);
    const data = JSON.parse(text) as CatalogData;
    console.log(`wrote ${CATALOG_FILE}: ${data.sets.length} sets, ${data.cards.length} cards from ${dir}`);
  } catch (error) {
    console.error(error instanceof CatalogSourceError ? `${dir}/${error.message}` : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
