import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_ERRATA, CatalogSourceError, describeCorrection, type Erratum } from '@tcg/db/server';
import { createCatalog, type CatalogData } from '@tcg/domain/catalog';
import { CATALOG_FILE, DEFAULT_SOURCE, buildCatalog, generateCatalog } from './generate-catalog.ts';

const hasSource = existsSync(join(DEFAULT_SOURCE, 'sets/en.json'));

describe('the committed catalog', () => {
  it.skipIf(!hasSource)(
    `is byte for byte what ${DEFAULT_SOURCE} generates (skipped when that folder is absent)`,
    () => {
      expect(generateCatalog(DEFAULT_SOURCE)).toBe(readFileSync(CATALOG_FILE, 'utf8'));
    },
  );
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const set = {
  id: 'base1',
  name: 'Base',
  series: 'Base',
  printedTotal: 2,
  total: 2,
  ptcgoCode: 'BS',
  releaseDate: '1999/01/09',
};
const pikachu = {
  id: 'base1-58',
  name: 'Pikachu',
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  level: '12',
  hp: '40',
  types: ['Lightning'],
  number: '58',
  rarity: 'Common',
  attacks: [{ name: 'Gnaw', cost: ['Colorless'], convertedEnergyCost: 1, damage: '10', text: '' }],
};
const energy = { id: 'base1-98', name: 'Fire Energy', supertype: 'Energy', subtypes: ['Basic'], number: '98' };

function source(sets: unknown, cards: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'cards/en'), { recursive: true });
  mkdirSync(join(dir, 'sets'));
  writeFileSync(join(dir, 'sets/en.json'), typeof sets === 'string' ? sets : JSON.stringify(sets));
  for (const [id, value] of Object.entries(cards))
    writeFileSync(join(dir, `cards/en/${id}.json`), typeof value === 'string' ? value : JSON.stringify(value));
  return dir;
}

describe('generateCatalog on a small source', () => {
  it('writes facts in a fixed key order, one card per line, and no text', () => {
    const text = generateCatalog(source([set], { base1: [pikachu, energy] }));
    const lines = text.split('\n');
    expect(lines[2]).toBe(
      '{"id":"base1","name":"Base","code":"BS","releaseDate":"1999-01-09","printedTotal":2,"total":2}',
    );
    expect(lines[5]).toMatch(
      /^\{"id":"base1-58","set":"base1","number":"58","name":"Pikachu","supertype":"Pokémon","subtypes":\["Basic"\],"level":"12","hp":40,"types":\["Lightning"\],"rarity":"Common","fingerprint":"[0-9a-f]{16}"\},$/,
    );
    expect(lines[6]).toMatch(
      /^\{"id":"base1-98","set":"base1","number":"98","name":"Fire Energy","supertype":"Energy","subtypes":\["Basic"\],"fingerprint":"[0-9a-f]{16}"\}$/,
    );
    expect(text).not.toContain('Gnaw');
  });

  it('orders sets by release date and gives a missing code as null', () => {
    const later = {
      ...set,
      id: 'si1',
      name: 'Southern Islands',
      ptcgoCode: undefined,
      releaseDate: '2001/07/31',
      total: 0,
    };
    const data = buildCatalog(source([later, set], { base1: [], si1: [] }));
    expect(data.sets.map((s) => [s.id, s.code])).toEqual([
      ['base1', 'BS'],
      ['si1', null],
    ]);
  });
});

describe('a malformed source', () => {
  it.each<[string, unknown, Record<string, unknown>, RegExp]>([
    [
      'a set without a release date',
      [{ ...set, releaseDate: undefined }],
      { base1: [] },
      /^sets\/en\.json: \[0\]\.releaseDate must be a non-empty string/,
    ],
    [
      'an impossible release date',
      [{ ...set, releaseDate: '1999/02/30' }],
      { base1: [] },
      /^sets\/en\.json: base1\.releaseDate is not a calendar date/,
    ],
    [
      'a set total that is not a number',
      [{ ...set, total: '2' }],
      { base1: [] },
      /^sets\/en\.json: \[0\]\.total must be a whole number/,
    ],
    ['a missing cards file', [set], {}, /^cards\/en\/base1\.json: file cannot be read/],
    ['a cards file that is not JSON', [set], { base1: '[{"id": ' }, /^cards\/en\/base1\.json: file is not valid JSON/],
    [
      'a card without a name',
      [set],
      { base1: [{ ...pikachu, name: undefined }] },
      /^cards\/en\/base1\.json: \[0\]\.name must be a non-empty string/,
    ],
    [
      'a card with text for HP',
      [set],
      { base1: [energy, { ...pikachu, hp: 'forty' }] },
      /^cards\/en\/base1\.json: \[1\]\.hp must be digits, not "forty"/,
    ],
    [
      'an unknown supertype',
      [set],
      { base1: [{ ...pikachu, supertype: 'Stadium' }] },
      /^cards\/en\/base1\.json: \[0\]\.supertype must be one of/,
    ],
    [
      'an attack cost that is not a list',
      [set],
      { base1: [{ ...pikachu, attacks: [{ name: 'Gnaw', cost: 'C', damage: '10' }] }] },
      /^cards\/en\/base1\.json: \[0\]\.attacks\[0\]\.cost must be an array/,
    ],
    [
      'a card id of another set',
      [set],
      { base1: [{ ...pikachu, id: 'base2-58' }] },
      /^cards\/en\/base1\.json: \[0\]\.id must start with "base1-"/,
    ],
    [
      'two cards with one number',
      [set],
      { base1: [pikachu, { ...energy, id: 'base1-58b', number: '58' }] },
      /^cards\/en\/base1\.json: \[1\]\.number repeats/,
    ],
  ])('%s is refused, naming the file and field', (_, sets, cards, message) => {
    const dir = source(sets, cards);
    expect(() => buildCatalog(dir)).toThrow(CatalogSourceError);
    expect(() => buildCatalog(dir)).toThrow(message);
  });
});

/** "a ~ b" for every two printings that are copies of each other (226), in catalog order. */
function copyPairs(data: CatalogData): string[] {
  return [...createCatalog(data).cardsByFingerprint.values()].flatMap((cards) =>
    cards.flatMap((a, i) => cards.slice(i + 1).map((b) => `${a.id} ~ ${b.id}`)),
  );
}

describe('the errata (packages/db/src/cards/errata.ts)', () => {
  it.skipIf(!hasSource)(
    'make exactly these printings copies of each other by key (before the reprint table), and take no copy away',
    () => {
      const corrected = copyPairs(buildCatalog(DEFAULT_SOURCE, CATALOG_ERRATA, []));
      const asPrinted = copyPairs(buildCatalog(DEFAULT_SOURCE, [], []));
      expect(asPrinted.filter((pair) => !corrected.includes(pair))).toEqual([]);
      // Trainer and Energy texts are not compared (a wording update is the same card), so only the Pokémon typos make copies.
      expect(corrected.filter((pair) => !asPrinted.includes(pair)).sort()).toEqual([
        'base2-20 ~ base6-14',
        'base2-4 ~ base6-14',
        'base3-33 ~ base6-76',
        'base3-48 ~ base6-78',
      ]);
    },
  );

  it.each(
    CATALOG_ERRATA.map(
      (erratum) => [erratum.card, erratum.copyOf, describeCorrection(erratum.correction), erratum] as const,
    ),
  )('%s is a copy of %s: %s', (_card, _copyOf, _difference, erratum) => {
    expect(erratum.card).not.toBe(erratum.copyOf);
    expect(erratum.why.length).toBeGreaterThan(20);
  });

  const lc = {
    ...set,
    id: 'base6',
    name: 'Legendary Collection',
    ptcgoCode: 'LC',
    releaseDate: '2002/05/24',
    printedTotal: 1,
    total: 1,
  };
  const misspelt = { ...pikachu, id: 'base6-1', number: '1', attacks: [{ ...pikachu.attacks[0]!, name: 'Gnaww' }] };
  const read = (errata: readonly Erratum[]) =>
    buildCatalog(source([set, lc], { base1: [pikachu], base6: [misspelt] }), errata);
  const erratum = (to: string, attackName = 'Gnaww'): Erratum => ({
    card: 'base6-1',
    copyOf: 'base1-58',
    correction: { attackName, to },
    why: 'test',
  });

  it('a corrected typo makes the copy; the card keeps its facts', () => {
    expect(copyPairs(read([]))).toEqual([]);
    const data = read([erratum('Gnaw')]);
    expect(copyPairs(data)).toEqual(['base1-58 ~ base6-1']);
    expect(data.cards[1]).toMatchObject({ id: 'base6-1', name: 'Pikachu' });
  });

  it.each<[string, Erratum, RegExp]>([
    [
      'a typo the source does not have',
      erratum('Gnaw', 'Bite'),
      /^cards\/en\/base6\.json: base6-1 does not have the typo its erratum corrects \(attack "Bite" reads "Gnaw"\)/,
    ],
    [
      'a correction that still leaves two cards',
      erratum('Nibble'),
      /^cards\/en\/base6\.json: base6-1 is still not a copy of base1-58 once its erratum is applied/,
    ],
  ])('%s is refused, naming the card', (_, wrong, message) => {
    expect(() => read([wrong])).toThrow(CatalogSourceError);
    expect(() => read([wrong])).toThrow(message);
  });
});
