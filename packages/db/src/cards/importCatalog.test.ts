import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogSource } from './catalogSource.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { importCatalog } from './importCatalog.ts';

const base = {
  id: 'base1',
  name: 'Base',
  series: 'Base',
  printedTotal: 102,
  total: 102,
  ptcgoCode: 'BS',
  releaseDate: '1999/01/09',
};
const jungle = {
  id: 'base2',
  name: 'Jungle',
  series: 'Base',
  printedTotal: 64,
  total: 64,
  ptcgoCode: 'JU',
  releaseDate: '1999/06/16',
};
const charizard = {
  id: 'base1-4',
  name: 'Charizard',
  supertype: 'Pokémon',
  subtypes: ['Stage 2'],
  hp: '120',
  types: ['Fire'],
  evolvesFrom: 'Charmeleon',
  number: '4',
  abilities: [{ name: 'Energy Burn', text: 'As often as you like during your turn…', type: 'Pokémon Power' }],
  attacks: [
    { name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100', text: 'Discard 2 Energy cards…' },
  ],
};
const fire = { id: 'base1-98', name: 'Fire Energy', supertype: 'Energy', subtypes: ['Basic'], number: '98' };
const scyther = {
  id: 'base2-10',
  name: 'Scyther',
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '70',
  types: ['Grass'],
  number: '10',
};

const dirs: string[] = [];
function catalogDir(sets: unknown[], cards: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cards-import-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'sets'));
  mkdirSync(join(dir, 'cards/en'), { recursive: true });
  writeFileSync(join(dir, 'sets/en.json'), JSON.stringify(sets));
  for (const [id, value] of Object.entries(cards))
    writeFileSync(join(dir, `cards/en/${id}.json`), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

let database: TestDatabase;
const stored = async () => ({
  sets: await database.db.prisma.cardSet.findMany({ orderBy: { id: 'asc' } }),
  cards: await database.db.prisma.card.findMany({ orderBy: { id: 'asc' } }),
});

beforeEach(async () => {
  await database?.close();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('importCatalog', () => {
  it('adds sets and cards with facts and full text, then changes nothing on a second run', async () => {
    const dir = catalogDir([base, jungle], { base1: [charizard, fire], base2: [scyther] });
    expect(await importCatalog(database.db.prisma, readCatalogSource(dir))).toEqual({
      sets: { added: 2, changed: 0, unchanged: 0 },
      cards: { added: 3, changed: 0, unchanged: 0 },
    });
    const first = await stored();
    expect(first.cards[0]).toMatchObject({
      id: 'base1-4',
      setId: 'base1',
      name: 'Charizard',
      hp: 120,
      subtypes: ['Stage 2'],
      types: ['Fire'],
      evolvesFrom: 'Charmeleon',
    });
    expect(JSON.parse(first.cards[0]!.data)).toEqual(charizard);
    expect(first.cards[1]).toMatchObject({ id: 'base1-98', hp: null, types: null, level: null });
    expect(first.sets[0]).toMatchObject({ id: 'base1', code: 'BS', releaseDate: '1999-01-09' });

    expect(await importCatalog(database.db.prisma, readCatalogSource(dir))).toEqual({
      sets: { added: 0, changed: 0, unchanged: 2 },
      cards: { added: 0, changed: 0, unchanged: 3 },
    });
    expect(await stored()).toEqual(first);
  });

  it('counts a reworded card as changed and keeps cards the directory no longer has', async () => {
    await importCatalog(
      database.db.prisma,
      readCatalogSource(catalogDir([base, jungle], { base1: [charizard, fire], base2: [scyther] })),
    );
    const reworded = { ...charizard, attacks: [{ ...charizard.attacks[0]!, text: 'Discard 2 Fire Energy cards…' }] };
    const summary = await importCatalog(
      database.db.prisma,
      readCatalogSource(catalogDir([base], { base1: [reworded, { ...fire, types: ['Fire'] }] })),
    );
    expect(summary).toEqual({
      sets: { added: 0, changed: 0, unchanged: 1 },
      cards: { added: 0, changed: 2, unchanged: 0 },
    });
    const { cards } = await stored();
    expect(cards.map((c) => c.id)).toEqual(['base1-4', 'base1-98', 'base2-10']);
    expect(JSON.parse(cards[0]!.data).attacks[0].text).toBe('Discard 2 Fire Energy cards…');
    expect(cards[1]!.types).toEqual(['Fire']);
    await importCatalog(database.db.prisma, readCatalogSource(catalogDir([base], { base1: [reworded, fire] })));
    expect((await stored()).cards[1]!.types).toBeNull();
  });

  it('rolls everything back when a write fails half way', async () => {
    await importCatalog(database.db.prisma, readCatalogSource(catalogDir([base], { base1: [charizard] })));
    const before = await stored();
    const source = readCatalogSource(catalogDir([base, jungle], { base1: [charizard, fire], base2: [scyther] }));
    // A card whose set is in neither the source nor the database: its insert fails after the sets were written.
    source.cards.push({ card: { ...source.cards[2]!.card, id: 'neo1-1', set: 'neo1' }, raw: {} });
    await expect(importCatalog(database.db.prisma, source)).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      'a partial directory (a set without its cards file)',
      () => catalogDir([base, jungle], { base1: [charizard] }),
      /^cards\/en\/base2\.json: file cannot be read/,
    ],
    [
      'a card without a number',
      () => catalogDir([base], { base1: [{ ...charizard, number: undefined }] }),
      /^cards\/en\/base1\.json: \[0\]\.number must be a non-empty string/,
    ],
    [
      'a truncated file',
      () => catalogDir([base], { base1: '[{"id": "base1-4"' }),
      /^cards\/en\/base1\.json: file is not valid JSON/,
    ],
  ])('refuses %s naming the file and the field, before writing', (_, make, message) => {
    expect(() => readCatalogSource(make())).toThrow(message);
  });
});

const SHARED = join(import.meta.dirname, '../../../../../shared/cards');

describe.skipIf(!existsSync(join(SHARED, 'sets/en.json')))('importing ../shared/cards', () => {
  it('loads every set and card, and a second run changes nothing', async () => {
    const source = readCatalogSource(SHARED);
    const first = await importCatalog(database.db.prisma, source);
    expect(first.sets).toEqual({ added: 29, changed: 0, unchanged: 0 });
    expect(first.cards).toEqual({ added: 2601, changed: 0, unchanged: 0 });
    expect(await importCatalog(database.db.prisma, source)).toEqual({
      sets: { added: 0, changed: 0, unchanged: 29 },
      cards: { added: 0, changed: 0, unchanged: 2601 },
    });
  });
});
