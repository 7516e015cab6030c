// The card pages: find printings by title, number or set, and one card's facts, legality by format and copies (226).
import { cardTextRepository, type Db } from '@tcg/db';
import {
  copiesOf,
  knownSet,
  normalizeName,
  normalizeNumber,
  searchCards,
  setOf,
  type Catalog,
  type CatalogCard,
} from '@tcg/domain/catalog';
import { cardLegalityByFormat, checkDate, MODIFIED, SEALED, UNLIMITED } from '@tcg/domain/format';
import { AppError, must } from '@tcg/domain/shared';
import { catalogOf } from './catalog.ts';

/** The card page's formats; "limited" stands for the Limited rules as the deck check names them. */
const PAGE_FORMATS = [
  { id: 'modified', format: MODIFIED },
  { id: 'unlimited', format: UNLIMITED },
  { id: 'limited', format: SEALED },
];

function summary(catalog: Catalog, card: CatalogCard) {
  const set = setOf(catalog, card);
  return { ...card, set: { id: set.id, name: set.name, code: set.code, releaseDate: set.releaseDate } };
}

/** Printings in collector order: with this number (any set, or one), or a whole set; titles containing the query. */
function browse(
  catalog: Catalog,
  number: string | undefined,
  setId: string | undefined,
  query: string,
  limit: number,
): CatalogCard[] {
  const wanted = number === undefined ? undefined : normalizeNumber(number);
  const name = normalizeName(query);
  return catalog.cards
    .filter(
      (card) =>
        (setId === undefined || card.set === setId) &&
        (wanted === undefined || normalizeNumber(card.number) === wanted) &&
        normalizeName(card.name).includes(name),
    )
    .slice(0, limit);
}

export interface CardQuery {
  q?: string;
  set?: string;
  number?: string;
  limit?: number;
}

/** Titles containing `q` (a set's printings in collector order when a set or number is asked without one). */
export async function findCards(db: Db, { q = '', set, number, limit = 25 }: CardQuery) {
  const catalog = await catalogOf(db.prisma);
  const setId = set === undefined || set.trim() === '' ? undefined : must(knownSet(catalog, set)).id;
  const wanted = number?.trim() || undefined;
  const found =
    wanted || (setId && !q.trim())
      ? browse(catalog, wanted, setId, q, limit)
      : searchCards(catalog, q, { ...(setId ? { set: setId } : {}), limit });
  return found.map((card) => summary(catalog, card));
}

/** One card as its page shows it on `day`: CARD_NOT_FOUND for an unknown id. */
export async function cardDetail(db: Db, id: string, day: string) {
  const catalog = await catalogOf(db.prisma);
  const card = catalog.cardsById.get(id);
  if (!card) throw new AppError('CARD_NOT_FOUND', `No card ${id}`);
  const date = must(checkDate(day));
  const standing = cardLegalityByFormat(
    card,
    PAGE_FORMATS.map((f) => f.format),
    date,
    catalog,
  );
  const legality = PAGE_FORMATS.map(({ id: format, format: rules }) => ({ format, ...standing[rules.id]! }));
  return {
    card: summary(catalog, card),
    date,
    legality,
    copies: copiesOf(card, catalog).map((copy) => summary(catalog, copy)),
    text: await cardTextRepository.text(db.prisma, card.id),
  };
}

/** The catalog's sets, built-in oldest first then imported ones, with how many of their cards have imported text. */
export async function catalogSets(db: Db) {
  const imported = await cardTextRepository.importedCards(db.prisma);
  const catalog = await catalogOf(db.prisma);
  return catalog.sets.map((set) => ({ ...set, importedCards: imported.get(set.id) ?? 0 }));
}
