// custom: an organizer's own format as data (sets, bans, deck size, copy limit, groups of cards with per-card and total limits), checked before use.
import { findByName, findSet } from '../catalog/catalog.ts';
import type { Catalog, CatalogCard } from '../catalog/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { FieldProblem, isObj, need, text, type Obj } from '../shared/fieldCheck.ts';
import type { Format, FormatKind, GroupLimit, MatchDay, SetSelector } from './types.ts';

export const CUSTOM_SECTION = 'custom';
/** Also the parser's per-line count cap, so any legal deck can be written. */
export const MAX_DECK_SIZE = 200;
// "limited" is how the deck check names the Limited rules (231), so a house format cannot take it either.
const RESERVED_IDS = ['unlimited', 'modified', 'limited', 'sealed', 'booster-draft', 'rochester-draft'];

export interface CustomFormatDefinition {
  id: string;
  name: string;
  kind?: FormatKind;
  deckSize: number;
  copyLimit: number | null;
  sets: 'all' | readonly (string | SetSelector)[];
  releasedAfter?: string;
  copiesOfLegalCards?: boolean;
  basicEnergyFromAnySet?: boolean;
  banned?: { ids?: readonly string[]; names?: readonly string[] };
  groups?: readonly {
    name: string;
    titles?: readonly string[];
    ids?: readonly string[];
    tags?: readonly string[];
    subtypes?: readonly string[];
    perCard?: number;
    total?: number;
  }[];
  matchDay?: MatchDay;
}

function whole(v: unknown, field: string, min: number, max: number): number {
  need(
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
    field,
    `must be a whole number from ${min} to ${max}`,
  );
  return v;
}

function list(v: unknown, field: string): unknown[] {
  need(v === undefined || Array.isArray(v), field, 'must be a list');
  return v ?? [];
}

function cardIds(v: unknown, field: string, catalog: Catalog): string[] {
  return list(v, field).map((id, i) => {
    need(
      typeof id === 'string' && catalog.cardsById.has(id),
      `${field}[${i}]`,
      `must be a card id in the catalog, not ${JSON.stringify(id)}`,
    );
    return id;
  });
}

function setId(v: unknown, field: string, catalog: Catalog): string {
  const set = typeof v === 'string' ? findSet(catalog, v) : undefined;
  need(set !== undefined, field, `must be a set id or code in the catalog, not ${JSON.stringify(v)}`);
  return set.id;
}

function selector(v: unknown, field: string, catalog: Catalog): SetSelector {
  if (!isObj(v)) return { set: setId(v, field, catalog) };
  const out: SetSelector = { set: setId(v['set'], `${field}.set`, catalog) };
  if (v['minNumber'] !== undefined) out.minNumber = whole(v['minNumber'], `${field}.minNumber`, 1, 9999);
  if (v['maxNumber'] !== undefined)
    out.maxNumber = whole(v['maxNumber'], `${field}.maxNumber`, out.minNumber ?? 1, 9999);
  return out;
}

function sets(v: unknown, catalog: Catalog): 'all' | SetSelector[] {
  if (v === 'all') return 'all';
  const items = list(v, 'sets');
  need(Array.isArray(v) && items.length > 0, 'sets', 'must be "all" or a non-empty list of sets');
  return items.map((item, i) => selector(item, `sets[${i}]`, catalog));
}

/** Tags or subtypes a group selects by, each carried by some card in the catalog. */
function carried(v: unknown, field: string, catalog: Catalog, of: (card: CatalogCard) => readonly string[]): string[] {
  const known = new Set(catalog.cards.flatMap(of));
  return list(v, field).map((item, i) => {
    const value = text(item, `${field}[${i}]`);
    need(known.has(value), `${field}[${i}]`, `is on no card in the catalog: "${value}"`);
    return value;
  });
}

function group(v: unknown, field: string, catalog: Catalog): GroupLimit {
  need(isObj(v), field, 'must be an object');
  const titles = list(v['titles'], `${field}.titles`).map((t, i) => {
    const title = text(t, `${field}.titles[${i}]`);
    need(findByName(catalog, title).length > 0, `${field}.titles[${i}]`, `names no card in the catalog: "${title}"`);
    return title;
  });
  const ids = cardIds(v['ids'], `${field}.ids`, catalog);
  const tags = carried(v['tags'], `${field}.tags`, catalog, (card) => card.tags ?? []);
  const subtypes = carried(v['subtypes'], `${field}.subtypes`, catalog, (card) => card.subtypes);
  need(
    titles.length + ids.length + tags.length + subtypes.length > 0,
    field,
    'must list at least one title, card id, tag or subtype',
  );
  const limit = (key: string): number | null =>
    v[key] === undefined ? null : whole(v[key], `${field}.${key}`, 1, MAX_DECK_SIZE);
  const [perCard, total] = [limit('perCard'), limit('total')];
  need(perCard !== null || total !== null, field, 'must set perCard, total or both');
  return {
    name: text(v['name'], `${field}.name`),
    titles,
    ids,
    tags,
    subtypes,
    perCard,
    total,
    section: CUSTOM_SECTION,
  };
}

function kind(v: unknown): FormatKind {
  need(v === undefined || v === 'constructed' || v === 'limited', 'kind', 'must be "constructed" or "limited"');
  return v ?? 'constructed';
}

function flag(v: unknown, field: string, fallback: boolean): boolean {
  need(v === undefined || typeof v === 'boolean', field, 'must be true or false');
  return v ?? fallback;
}

/** Match-day announcements: Prizes per game (1–12), round length (10–180 minutes), free-text house rules. */
function matchDay(v: unknown): MatchDay | undefined {
  if (v === undefined) return undefined;
  need(isObj(v), 'matchDay', 'must be an object with prizes, roundMinutes and houseRules');
  return {
    ...(v['prizes'] === undefined ? {} : { prizes: whole(v['prizes'], 'matchDay.prizes', 1, 12) }),
    ...(v['roundMinutes'] === undefined
      ? {}
      : { roundMinutes: whole(v['roundMinutes'], 'matchDay.roundMinutes', 10, 180) }),
    ...(v['houseRules'] === undefined ? {} : { houseRules: text(v['houseRules'], 'matchDay.houseRules', 2000) }),
  };
}

function build(v: unknown, catalog: Catalog): Format {
  need(isObj(v), '', 'a custom format must be an object');
  const id = text(v['id'], 'id', 40);
  need(
    /^[a-z0-9][a-z0-9-]*$/.test(id) && !RESERVED_IDS.includes(id),
    'id',
    `must be lower-case letters, digits and "-", and not a built-in format id`,
  );
  const deckSize = whole(v['deckSize'], 'deckSize', 1, MAX_DECK_SIZE);
  const copyLimit = v['copyLimit'] === null ? null : whole(v['copyLimit'], 'copyLimit', 1, deckSize);
  const groups = list(v['groups'], 'groups').map((g, i) => group(g, `groups[${i}]`, catalog));
  const names = new Set(groups.map((g) => g.name));
  need(names.size === groups.length, 'groups', 'must have different names');
  need(v['banned'] === undefined || isObj(v['banned']), 'banned', 'must be an object with ids and names');
  const banned: Obj = isObj(v['banned']) ? v['banned'] : {};
  return {
    id,
    name: text(v['name'], 'name'),
    kind: kind(v['kind']),
    deckSize: { count: deckSize, section: CUSTOM_SECTION },
    copyLimit: copyLimit === null ? null : { count: copyLimit, section: CUSTOM_SECTION },
    legalCards: {
      section: CUSTOM_SECTION,
      sets: sets(v['sets'], catalog),
      ...(v['releasedAfter'] === undefined
        ? {}
        : { releasedAfter: setId(v['releasedAfter'], 'releasedAfter', catalog) }),
      basicEnergyFromAnySet: flag(v['basicEnergyFromAnySet'], 'basicEnergyFromAnySet', true),
      copiesOfLegalCards: flag(v['copiesOfLegalCards'], 'copiesOfLegalCards', true),
    },
    unlistedPromos: null,
    banned: {
      section: CUSTOM_SECTION,
      ids: cardIds(banned['ids'], 'banned.ids', catalog),
      names: list(banned['names'], 'banned.names').map((n, i) => text(n, `banned.names[${i}]`)),
    },
    groups,
    ...(v['matchDay'] === undefined ? {} : { matchDay: matchDay(v['matchDay']) }),
  };
}

/** A CustomFormatDefinition (e.g. parsed JSON from an organizer) checked against the catalog; errors name the field. */
export function customFormat(definition: unknown, catalog: Catalog): Result<Format> {
  try {
    return ok(build(definition, catalog));
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    return fail(
      'INVALID_FORMAT',
      `${error.field || 'format'} ${error.message}`,
      CUSTOM_SECTION,
      error.field || undefined,
    );
  }
}
