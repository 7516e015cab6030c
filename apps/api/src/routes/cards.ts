import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { copiesOf, knownSet, normalizeName, normalizeNumber, searchCards, setOf, type Catalog, type CatalogCard } from '@tcg/domain/catalog';
import { cardLegalityByFormat, checkDate, MODIFIED, SEALED, UNLIMITED } from '@tcg/domain/format';
import { AppError, must } from '@tcg/domain/shared';
import { cardTextRepository, type Db } from '@tcg/db';
import { today } from '../clock.ts';
import { catalogOf } from '../services/catalog.ts';
import { Err, SetView } from '@tcg/contract';

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
function browse(catalog: Catalog, number: string | undefined, setId: string | undefined, query: string, limit: number): CatalogCard[] {
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

export const cardRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  
  app.get(
    '/cards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary: 'Search cards by name (accents and case ignored), set id or code, and number',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 100 })),
            set: Type.Optional(Type.String({ maxLength: 40 })),
            number: Type.Optional(Type.String({ maxLength: 10 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Array(Type.Ref('CardSummary')), 400: Err },
      },
    },
    async (request) => {
      const { q = '', set, number, limit = 25 } = request.query;
      const catalog = await catalogOf(db.prisma);
      const setId = set === undefined || set.trim() === '' ? undefined : must(knownSet(catalog, set)).id;
      const wanted = number?.trim() || undefined;
      const found = wanted || (setId && !q.trim()) ? browse(catalog, wanted, setId, q, limit) : searchCards(catalog, q, { ...(setId ? { set: setId } : {}), limit });
      return found.map((card) => summary(catalog, card));
    },
  );

  app.get(
    '/cards/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary: 'One card: facts, text when imported, legality in each format with the reason, and its copies (226)',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({ date: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false }),
        response: { 200: Type.Ref('CardDetail'), 400: Err, 404: Err },
      },
    },
    async (request) => {
      const catalog = await catalogOf(db.prisma);
      const card = catalog.cardsById.get(request.params.id);
      if (!card) throw new AppError('CARD_NOT_FOUND', `No card ${request.params.id}`);
      const date = must(checkDate(request.query.date ?? today()));
      const standing = cardLegalityByFormat(card, PAGE_FORMATS.map((f) => f.format), date, catalog);
      const legality = PAGE_FORMATS.map(({ id, format }) => ({ format: id, ...standing[format.id]! }));
      return { card: summary(catalog, card), date, legality, copies: copiesOf(card, catalog).map((copy) => summary(catalog, copy)), text: await cardTextRepository.text(db.prisma, card.id) };
    },
  );

  app.get(
    '/sets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary: 'The sets of the catalog (built-in oldest first, then imported sets), with how many of their cards have imported text',
        response: {
          200: Type.Array(SetView),
        },
      },
    },
    async () => {
      const imported = await cardTextRepository.importedCards(db.prisma);
      const catalog = await catalogOf(db.prisma);
      return catalog.sets.map((set) => ({ ...set, importedCards: imported.get(set.id) ?? 0 }));
    },
  );
};
