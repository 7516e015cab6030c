// Reads the public pokemon-tcg-data layout (sets/en.json, cards/en/<setId>.json) and checks every field the catalog keeps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  attacks?: SourceAttack[];
  abilities?: { name: string }[];
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
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x === '')) this.fail(field, 'must be an array of non-empty strings');
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
    const set = { id, name: f.string('name'), printedTotal: f.count('printedTotal'), total: f.count('total'), releaseDate };
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
  if (!SUPERTYPES.includes(supertype as SourceCard['supertype'])) f.fail('supertype', `must be one of ${SUPERTYPES.join(', ')}, not "${supertype}"`);
  const hp = f.optionalString('hp');
  if (hp !== undefined && !/^\d+$/.test(hp)) f.fail('hp', `must be digits, not "${hp}"`);
  const card: SourceCard = { id, name: f.string('name'), supertype: supertype as SourceCard['supertype'], number };
  const optional: Partial<SourceCard> = {
    subtypes: f.optionalStrings('subtypes'),
    level: f.optionalString('level'),
    hp,
    types: f.optionalStrings('types'),
    evolvesFrom: f.optionalString('evolvesFrom'),
    attacks: f.objects('attacks')?.map(readAttack),
    abilities: f.objects('abilities')?.map((a) => ({ name: a.string('name') })),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(card, { [key]: value });
  return card;
}

export function readCards(dir: string, set: SourceSet): SourceCard[] {
  const file = `cards/en/${set.id}.json`;
  return array(file, readJson(dir, file)).map((raw, i) => readCard(file, set.id, raw, i));
}
