// npm run cards:import -- <dir>: loads a pokemon-tcg-data directory (sets/en.json, cards/en/<setId>.json) into the database.
import path from 'node:path';
import { importCatalog, type ImportCounts } from '@tcg/db';
import { CatalogSourceError, readCatalogSource } from '@tcg/db/server';
import { openDatabase } from '../src/database.ts';
import { readEnv } from '../src/env.ts';
import { messageOf, runAsCommand } from './commandLine.ts';

const line = (what: string, c: ImportCounts) =>
  `${what}: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged`;

/** Reads and checks the whole directory first, then writes in one transaction: a bad file changes nothing stored. */
export async function runCardsImport(
  dir: string | undefined,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
): Promise<number> {
  if (!dir) {
    print('usage: npm run cards:import -- <catalog directory with sets/en.json and cards/en/<setId>.json>');
    return 2;
  }
  const root = path.resolve(dir);
  let source;
  try {
    source = readCatalogSource(root);
  } catch (error) {
    if (!(error instanceof CatalogSourceError)) throw error;
    print(`cards:import: ${root}/${error.message}; nothing was imported`);
    return 1;
  }
  const database = await openDatabase(readEnv(env));
  try {
    const summary = await importCatalog(database.db.prisma, source);
    print(`imported ${root} into the ${database.description}`);
    print(line('sets', summary.sets));
    print(line('cards', summary.cards));
    return 0;
  } finally {
    await database.close();
  }
}

runAsCommand(import.meta.url, runCardsImport, (error) => `cards:import: ${messageOf(error)}; nothing was imported`);
