// custom: an organizer's own card set (the catalog's JSON layout plus free tags), checked whole before any of it is stored.
import { isIsoDate } from '../format/releaseDate.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { FieldProblem, isObj, need, text } from '../shared/fieldCheck.ts';
import { createCatalog, findSet } from './catalog.ts';
import { normalizeNumber } from './normalize.ts';
import type { Catalog, CatalogCard, CatalogSet, Supertype } from './types.ts';

/** Tags every import may use; an organizer extends the list with the import's own `tags`. */
export const DEFAULT_CARD_TAGS: readonly string[] = ['Legendary', 'Ultra Beast', 'Ancient', 'Future', 'Baby'];
export const MAX_IMPORTED_CARDS = 500;
const SUPERTYPES: readonly Supertype[] = ['Pokémon', 'Trainer', 'Energy'];

export interface ImportedCardSet {
  set: CatalogSet;
  cards: CatalogCard[];
  /** The tags the set's cards may carry: the default list and the organizer's own. */
  tags: string[];
}

/** A set id or code another set already has: a clash (409), not a malformed import. */
class Clash extends FieldProblem {}

function texts(v: unknown, field: string): string[] {
  need(v === undefined || Array.isArray(v), field, 'must be a list');
  return (v ?? []).map((item, i) => text(item, `${field}[${i}]`));
}

function optionalText(v: unknown, field: string, max = 80): string | undefined {
  return v === undefined || v === null ? undefined : text(v, field, max);
}

/** The catalog writes release dates YYYY/MM/DD; YYYY-MM-DD is accepted too. */
function releaseDate(v: unknown): string {
  const date = typeof v === 'string' ? v.trim().replaceAll('/', '-') : '';
  need(isIsoDate(date), 'set.releaseDate', 'must be a date written YYYY/MM/DD or YYYY-MM-DD');
  return date;
}

function setOfImport(v: unknown, cardCount: number, catalog: Catalog): CatalogSet {
  need(isObj(v), 'set', 'must be an object with id, name and releaseDate');
  const id = text(v['id'], 'set.id', 40);
  need(/^[a-z0-9][a-z0-9-]*$/.test(id), 'set.id', 'must be lower-case letters, digits and "-"');
  const code = optionalText(v['ptcgoCode'], 'set.ptcgoCode', 10) ?? null;
  for (const [key, field] of [
    [id, 'set.id'],
    [code, 'set.ptcgoCode'],
  ] as const) {
    const taken = key === null ? undefined : findSet(catalog, key);
    if (taken) throw new Clash(field, `"${key}" is already the set ${taken.name} (${taken.id})`);
  }
  const count = (key: string) => (v[key] === undefined ? cardCount : Number(v[key]));
  const [printedTotal, total] = [count('printedTotal'), count('total')];
  need(Number.isInteger(printedTotal) && printedTotal >= 0, 'set.printedTotal', 'must be a whole number');
  need(Number.isInteger(total) && total >= 0, 'set.total', 'must be a whole number');
  return {
    id,
    name: text(v['name'], 'set.name'),
    code,
    releaseDate: releaseDate(v['releaseDate']),
    printedTotal,
    total,
  };
}

function cardOf(v: unknown, field: string, set: CatalogSet, tags: ReadonlySet<string>): CatalogCard {
  need(isObj(v), field, 'must be an object');
  const name = text(v['name'], `${field}.name`);
  const at = (key: string) => `${field}.${key}`;
  const supertype = v['supertype'];
  need(SUPERTYPES.includes(supertype as Supertype), at('supertype'), `must be one of ${SUPERTYPES.join(', ')}`);
  const number = text(v['number'], at('number'), 8);
  need(/^[A-Za-z0-9]+$/.test(number), at('number'), 'must be letters and digits');
  const id = `${set.id}-${number}`;
  need(v['id'] === undefined || v['id'] === id, at('id'), `must be "${id}" (set id and number) or left out`);
  const cardTags = texts(v['tags'], at('tags'));
  cardTags.forEach((tag, i) =>
    need(tags.has(tag), `${at('tags')}[${i}]`, `"${tag}" is not in the tag list (${[...tags].join(', ')})`),
  );
  const hp = v['hp'] === undefined ? undefined : Number(v['hp']);
  need(hp === undefined || (Number.isInteger(hp) && hp > 0), at('hp'), 'must be a whole number');
  const evolvesFrom = optionalText(v['evolvesFrom'], at('evolvesFrom'));
  const level = optionalText(v['level'], at('level'), 8);
  return {
    id,
    set: set.id,
    number,
    name,
    supertype: supertype as Supertype,
    subtypes: texts(v['subtypes'], at('subtypes')),
    ...(level === undefined ? {} : { level }),
    ...(hp === undefined ? {} : { hp }),
    ...(v['types'] === undefined ? {} : { types: texts(v['types'], at('types')) }),
    ...(evolvesFrom === undefined ? {} : { evolvesFrom }),
    // An imported card is its own card: no built-in printing is a copy of it (226).
    fingerprint: `import:${id}`,
    tags: cardTags,
  };
}

/** "cards[3]" → 'card 4 ("Retro Lugia")' (or its CSV line), so a refusal names the card as the organizer sees it. */
function cardLabel(field: string, cards: unknown, lines?: readonly number[]): string {
  const match = /^cards\[(\d+)\]/.exec(field);
  if (!match || !Array.isArray(cards)) return '';
  const index = Number(match[1]);
  const card: unknown = cards[index];
  const name = isObj(card) && typeof card['name'] === 'string' && card['name'].trim() ? ` ("${card['name']}")` : '';
  return `${lines ? `line ${lines[index]}` : `card ${index + 1}`}${name}: `;
}

function build(input: unknown, catalog: Catalog): ImportedCardSet {
  need(isObj(input), '', 'must be an object with set and cards');
  const raw = input['cards'];
  need(
    Array.isArray(raw) && raw.length > 0 && raw.length <= MAX_IMPORTED_CARDS,
    'cards',
    `must be a list of 1–${MAX_IMPORTED_CARDS} cards`,
  );
  const set = setOfImport(input['set'], raw.length, catalog);
  const tags = [...new Set([...DEFAULT_CARD_TAGS, ...texts(input['tags'], 'tags')])];
  const cards = raw.map((card, i) => cardOf(card, `cards[${i}]`, set, new Set(tags)));
  const seen = new Map<string, number>();
  cards.forEach((card, i) => {
    const first = seen.get(normalizeNumber(card.number));
    need(first === undefined, `cards[${i}].number`, `number ${card.number} is already card ${(first ?? 0) + 1}'s`);
    seen.set(normalizeNumber(card.number), i);
  });
  return { set, cards, tags };
}

/**
 * A custom card set checked against the catalog it joins: all or nothing, the refusal naming the card and field.
 * `lines` are the cards' CSV lines (cardSetCsv), named instead of card numbers.
 */
export function importCardSet(input: unknown, catalog: Catalog, lines?: readonly number[]): Result<ImportedCardSet> {
  try {
    return ok(build(input, catalog));
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    const message = `${cardLabel(error.field, isObj(input) ? input['cards'] : undefined, lines)}${error.field || 'card set'} ${error.message}`;
    return fail(
      error instanceof Clash ? 'CARD_SET_EXISTS' : 'CARD_SET_INVALID',
      message,
      'custom',
      error.field || undefined,
    );
  }
}

/** The catalog with imported sets beside the built-in ones: decklists, formats and the card browser see them alike. */
export const catalogWith = (base: Catalog, imported: readonly Pick<ImportedCardSet, 'set' | 'cards'>[]): Catalog =>
  imported.length === 0
    ? base
    : createCatalog({
        sets: [...base.sets, ...imported.map((i) => i.set)],
        cards: [...base.cards, ...imported.flatMap((i) => i.cards)],
      });
