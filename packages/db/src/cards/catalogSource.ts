// Reads the public pokemon-tcg-data layout (sets/en.json, cards/en/<setId>.json) and checks every field the catalog keeps.
// Shared by the built-in catalog generator and the database import (`npm run cards:import`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPRINT_TABLE,
  applyReprintTable,
  fingerprint,
  gameTextKey,
  type CatalogCard,
  type CatalogSet,
  type ReprintEntry,
} from '@tcg/domain/catalog';
import { CATALOG_ERRATA, corrected, describeCorrection, type Erratum } from './errata.ts';

export class CatalogSourceError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'CatalogSourceError';
  }
}

export interface SourceSet {
  id: string;
  name: string;
  printedTotal: number;
  total: number;
  ptcgoCode?: string;
  releaseDate: string;
}

export interface SourceAttack {
  name: string;
  cost: string[];
  damage: string;
}

export interface SourceCard {
  id: string;
  name: string;
  supertype: 'Pokémon' | 'Trainer' | 'Energy';
  subtypes?: string[];
  level?: string;
  hp?: string;
  types?: string[];
  evolvesFrom?: string;
  number: string;
  rarity?: string;
  attacks?: SourceAttack[];
  abilities?: { name: string }[];
  rules?: string[];
}

type Json = Record<string, unknown>;

function readJson(dir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    throw new CatalogSourceError(file, 'file', 'cannot be read');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogSourceError(file, 'file', `is not valid JSON (${(error as Error).message})`);
  }
}

/** Field checks for one object of one file; every error names the file and the field path. */
class Fields {
  constructor(
    private readonly file: string,
    private readonly path: string,
    private readonly value: Json,
  ) {}

  static of(file: string, path: string, value: unknown): Fields {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new CatalogSourceError(file, path, 'must be an object');
    }
    return new Fields(file, path, value as Json);
  }

  fail(field: string, problem: string): never {
    throw new CatalogSourceError(this.file, `${this.path}.${field}`, problem);
  }

  has(field: string): boolean {
    return this.value[field] !== undefined;
  }

  string(field: string): string {
    const v = this.value[field];
    if (typeof v !== 'string' || v.trim() === '') this.fail(field, 'must be a non-empty string');
    return v;
  }

  /** A string that may be empty, like the damage of an attack that does none. */
  text(field: string): string {
    const v = this.value[field];
    if (typeof v !== 'string') this.fail(field, 'must be a string');
    return v;
  }

  optionalString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }

  count(field: string): number {
    const v = this.value[field];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) this.fail(field, 'must be a whole number, 0 or more');
    return v;
  }

  strings(field: string, allowEmpty = false): string[] {
    const v = this.value[field];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x === ''))
      this.fail(field, 'must be an array of non-empty strings');
    if (!allowEmpty && v.length === 0) this.fail(field, 'must not be empty');
    return v as string[];
  }

  optionalStrings(field: string): string[] | undefined {
    return this.has(field) ? this.strings(field) : undefined;
  }

  objects(field: string): Fields[] | undefined {
    if (!this.has(field)) return undefined;
    const v = this.value[field];
    if (!Array.isArray(v)) this.fail(field, 'must be an array');
    return v.map((item, i) => Fields.of(this.file, `${this.path}.${field}[${i}]`, item));
  }
}

function array(file: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new CatalogSourceError(file, 'file', 'must hold a JSON array');
  return value;
}

export function readSets(dir: string): SourceSet[] {
  const file = 'sets/en.json';
  return array(file, readJson(dir, file)).map((raw, i) => {
    const f = Fields.of(file, `[${i}]`, raw);
    const releaseDate = f.string('releaseDate');
    if (!/^\d{4}\/\d{2}\/\d{2}$/.test(releaseDate)) f.fail('releaseDate', `must be YYYY/MM/DD, not "${releaseDate}"`);
    const id = f.string('id');
    if (!/^[a-z0-9.-]+$/i.test(id)) f.fail('id', `must be letters, digits, "." or "-", not "${id}"`);
    const ptcgoCode = f.optionalString('ptcgoCode');
    const set = {
      id,
      name: f.string('name'),
      printedTotal: f.count('printedTotal'),
      total: f.count('total'),
      releaseDate,
    };
    return ptcgoCode === undefined ? set : { ...set, ptcgoCode };
  });
}

const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;

function readAttack(f: Fields): SourceAttack {
  return { name: f.string('name'), cost: f.strings('cost', true), damage: f.has('damage') ? f.text('damage') : '' };
}

function readCard(file: string, setId: string, raw: unknown, i: number): SourceCard {
  const f = Fields.of(file, `[${i}]`, raw);
  const id = f.string('id');
  const number = f.string('number');
  if (!id.startsWith(`${setId}-`)) f.fail('id', `must start with "${setId}-", not "${id}"`);
  const supertype = f.string('supertype');
  if (!SUPERTYPES.includes(supertype as SourceCard['supertype']))
    f.fail('supertype', `must be one of ${SUPERTYPES.join(', ')}, not "${supertype}"`);
  const hp = f.optionalString('hp');
  if (hp !== undefined && !/^\d+$/.test(hp)) f.fail('hp', `must be digits, not "${hp}"`);
  const card: SourceCard = { id, name: f.string('name'), supertype: supertype as SourceCard['supertype'], number };
  const optional: Partial<SourceCard> = {
    subtypes: f.optionalStrings('subtypes'),
    level: f.optionalString('level'),
    hp,
    types: f.optionalStrings('types'),
    evolvesFrom: f.optionalString('evolvesFrom'),
    rarity: f.optionalString('rarity'),
    attacks: f.objects('attacks')?.map(readAttack),
    abilities: f.objects('abilities')?.map((a) => ({ name: a.string('name') })),
    rules: f.optionalStrings('rules'),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(card, { [key]: value });
  return card;
}

/** One card as checked, with the object it was read from (its full text, for the import). */
export interface SourceEntry {
  card: SourceCard;
  raw: unknown;
}

export function readCardEntries(dir: string, set: SourceSet): SourceEntry[] {
  const file = `cards/en/${set.id}.json`;
  return array(file, readJson(dir, file)).map((raw, i) => ({ card: readCard(file, set.id, raw, i), raw }));
}

export const readCards = (dir: string, set: SourceSet): SourceCard[] =>
  readCardEntries(dir, set).map((entry) => entry.card);

function toSet(set: SourceSet): CatalogSet {
  const [year, month, day] = set.releaseDate.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new CatalogSourceError(
      'sets/en.json',
      `${set.id}.releaseDate`,
      `is not a calendar date: "${set.releaseDate}"`,
    );
  }
  const releaseDate = set.releaseDate.replaceAll('/', '-');
  return {
    id: set.id,
    name: set.name,
    code: set.ptcgoCode ?? null,
    releaseDate,
    printedTotal: set.printedTotal,
    total: set.total,
  };
}

/** Fixed key order; absent source fields stay absent. The fingerprint is of the game text with its typos corrected. */
function toCard(card: SourceCard, setId: string, gameText: SourceCard): CatalogCard {
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
    ...(card.rarity === undefined ? {} : { rarity: card.rarity }),
    fingerprint: fingerprint(gameText),
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
    if ((keys.get(print) ?? key) !== key)
      throw new Error(`fingerprint collision on ${card.id}: change the hash in reprints.ts`);
    keys.set(print, key);
  }
}

const cardsFile = (id: string): string => `cards/en/${id.slice(0, id.lastIndexOf('-'))}.json`;

/** Each card's game text with the errata applied; an erratum whose two printings are both read must still fit the source. */
function correctedTexts(cards: readonly SourceCard[], errata: readonly Erratum[]): Map<string, SourceCard> {
  const texts = new Map(cards.map((card) => [card.id, card]));
  const fits = errata.filter((erratum) => texts.has(erratum.card) && texts.has(erratum.copyOf));
  for (const { card, correction } of fits) {
    const fixed = corrected(texts.get(card)!, correction);
    if (!fixed)
      throw new CatalogSourceError(
        cardsFile(card),
        card,
        `does not have the typo its erratum corrects (${describeCorrection(correction)})`,
      );
    texts.set(card, fixed);
  }
  for (const { card, copyOf, correction } of fits) {
    if (fingerprint(texts.get(card)!) !== fingerprint(texts.get(copyOf)!)) {
      throw new CatalogSourceError(
        cardsFile(card),
        card,
        `is still not a copy of ${copyOf} once its erratum is applied (${describeCorrection(correction)})`,
      );
    }
  }
  return texts;
}

export interface CatalogSourceSet {
  set: CatalogSet;
  raw: SourceSet;
}

export interface CatalogSourceCard {
  card: CatalogCard;
  raw: unknown;
}

/** A whole catalog directory read and checked: sets oldest first, each set's cards in file order, with their source objects. */
export interface CatalogSource {
  sets: CatalogSourceSet[];
  cards: CatalogSourceCard[];
}

/**
 * `errata`: the reviewed typos (errata.ts); those whose two printings are not both in `dir` are left out.
 * `reprints`: the reviewed reprint table that decides which printings are the same card (the domain's reprintGroups.json).
 */
export function readCatalogSource(
  dir: string,
  errata: readonly Erratum[] = CATALOG_ERRATA,
  reprints: readonly ReprintEntry[] = REPRINT_TABLE,
): CatalogSource {
  const sourceSets = readSets(dir);
  checkUnique(sourceSets.map((s, i) => ({ key: s.id, file: 'sets/en.json', field: `[${i}].id` })));
  const sets = sourceSets.map(toSet);
  const byDate = (a: { set: CatalogSet; i: number }, b: { set: CatalogSet; i: number }): number =>
    a.set.releaseDate < b.set.releaseDate ? -1 : a.set.releaseDate > b.set.releaseDate ? 1 : a.i - b.i;
  const order = sets.map((set, i) => ({ set, i })).sort(byDate);
  const perSet = order.map(({ i }) => ({ set: sourceSets[i]!, entries: readCardEntries(dir, sourceSets[i]!) }));
  const all = perSet.flatMap(({ set, entries }) => entries.map((entry, i) => ({ ...entry, set, i })));
  checkUnique(all.map(({ card, set, i }) => ({ key: card.id, file: `cards/en/${set.id}.json`, field: `[${i}].id` })));
  checkUnique(
    all.map(({ card, set, i }) => ({
      key: `${set.id} ${card.number}`,
      file: `cards/en/${set.id}.json`,
      field: `[${i}].number`,
    })),
  );
  const texts = correctedTexts(
    all.map(({ card }) => card),
    errata,
  );
  checkFingerprints([...texts.values()]);
  const cards = applyReprintTable(
    all.map(({ card, set }) => toCard(card, set.id, texts.get(card.id)!)),
    reprints,
  );
  return {
    sets: order.map(({ set, i }) => ({ set, raw: sourceSets[i]! })),
    cards: all.map(({ raw }, i) => ({ card: cards[i]!, raw })),
  };
}
