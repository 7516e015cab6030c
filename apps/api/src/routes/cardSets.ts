import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cardSetCsv, importCardSet } from '@tcg/domain/catalog';
import { must, RuleViolation } from '@tcg/domain/shared';
import { cardSetRepository as cardSets, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { CardSetCreated, CardSetImport, errorResponses, StoredCardSet } from '@tcg/contract';
import { catalogOf } from '../services/catalog.ts';

/** The cards as sent, or read from the CSV with each card's line for the refusals. */
function cardsOf(cards: unknown[] | undefined, csv: string | undefined): { cards: unknown; lines?: number[] } {
  if (csv === undefined) return { cards };
  if (cards !== undefined) throw new RuleViolation({ code: 'CARD_SET_INVALID', field: 'csv', message: 'csv replaces cards: send one of them' });
  return must(cardSetCsv(csv));
}

export const cardSetRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/card-sets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary: 'Imported card sets with their cards and tags, oldest import first (the deck check page joins them to the built-in catalog)',
        response: { 200: Type.Array(StoredCardSet) },
      },
    },
    async () => cardSets.list(db.prisma),
  );

  app.post(
    '/card-sets',
    {
      config: { access: 'account' },
      schema: {
        tags: ['cards'],
        summary: 'Import a custom card set (catalog JSON layout or CSV, cards with tags): checked whole, stored whole or not at all',
        body: CardSetImport,
        response: { 201: CardSetCreated, 400: errorResponses[400], 409: errorResponses[409], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const { set, cards, csv, tags } = request.body;
      const read = cardsOf(cards, csv);
      const stored = await db.transaction(async (tx) => {
        const checked = must(importCardSet({ set, cards: read.cards, tags }, await catalogOf(tx), read.lines));
        const created = await cardSets.create(tx, checked, actorOf(request));
        if (!created) throw new RuleViolation({ code: 'CARD_SET_EXISTS', field: 'set.id', message: `set.id "${set.id}" or its code is already an imported set` });
        return created;
      });
      return reply.status(201).send({ id: stored.set.id, cards: stored.cards });
    },
  );
};
