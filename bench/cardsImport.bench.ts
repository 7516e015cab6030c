import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { importCatalog } from '@tcg/db';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { readCatalogSource } from '@tcg/db/server';
import type { Bench, BenchRow } from './measure.ts';

const SOURCE = fileURLToPath(new URL('../../shared/cards', import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// 202: npm run cards:import of ../shared/cards: reading and checking the files, then one transaction, first into an empty database, then again (all unchanged).
export const cardsImportBench: Bench = {
  name: 'cardsImport',
  async run() {
    if (!existsSync(`${SOURCE}/sets/en.json`)) return [];
    const rows: BenchRow[] = [];
    for (const kind of DATABASE_KINDS) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const start = performance.now();
      const source = readCatalogSource(SOURCE);
      const read = performance.now();
      const first = await importCatalog(database.db.prisma, source);
      const imported = performance.now();
      await importCatalog(database.db.prisma, readCatalogSource(SOURCE));
      const again = performance.now();
      const size = `${first.sets.added} sets, ${first.cards.added} cards`;
      rows.push(
        {
          benchmark: `cards:import ../shared/cards, empty database (${kind})`,
          size,
          result: `${seconds(imported - start)} (reading ${seconds(read - start)})`,
          target: '—',
        },
        {
          benchmark: `cards:import ../shared/cards, second run (${kind})`,
          size,
          result: seconds(again - imported),
          target: '—',
        },
      );
      await database.close();
    }
    return rows;
  },
};
