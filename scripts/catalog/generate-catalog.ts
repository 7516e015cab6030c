// Builds the facts-only card catalog (src/catalog/catalog.json) from a pokemon-tcg-data checkout.
// Usage: node --import tsx scripts/catalog/generate-catalog.ts [<catalogDir>]   (default: ../shared/cards from the repo root)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPRINT_TABLE, type CatalogData, type ReprintEntry } from '@tcg/domain/catalog';
import { CATALOG_ERRATA, CatalogSourceError, readCatalogSource, type Erratum } from '@tcg/db/server';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_SOURCE = resolve(REPO_ROOT, '../shared/cards');
export const CATALOG_FILE = fileURLToPath(new URL('../../packages/domain/src/catalog/catalog.json', import.meta.url));

/** `errata`: the reviewed typos corrected before cards are compared (packages/db/src/cards/errata.ts); `reprints`: the reviewed reprint table. */
export function buildCatalog(
  dir: string,
  errata: readonly Erratum[] = CATALOG_ERRATA,
  reprints: readonly ReprintEntry[] = REPRINT_TABLE,
): CatalogData {
  const source = readCatalogSource(dir, errata, reprints);
  return { sets: source.sets.map((entry) => entry.set), cards: source.cards.map((entry) => entry.card) };
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
