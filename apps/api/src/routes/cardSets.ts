import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cardSetRepository as cardSets, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { CardSetCreated, CardSetImport, errorResponses, StoredCardSet } from '@tcg/contract';
import { importSet } from '../services/cardSets.ts';

export const cardSetRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/card-sets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary:
          'Imported card sets with their cards and tags, oldest import first (the deck check page joins them to the built-in catalog)',
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
        summary:
          'Import a custom card set (catalog JSON layout or CSV, cards with tags): checked whole, stored whole or not at all',
        body: CardSetImport,
        response: { 201: CardSetCreated, 400: errorResponses[400], 409: errorResponses[409], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const stored = await importSet(db, request.body, actorOf(request));
      return reply.status(201).send({ id: stored.set.id, cards: stored.cards });
    },
  );
};
