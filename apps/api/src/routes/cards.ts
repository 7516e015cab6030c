import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { today } from '../clock.ts';
import { cardDetail, catalogSets, findCards } from '../services/cards.ts';
import { Err, SetView } from '@tcg/contract';

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
    async (request) => findCards(db, request.query),
  );

  app.get(
    '/cards/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary: 'One card: facts, text when imported, legality in each format with the reason, and its copies (226)',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object(
          { date: Type.Optional(Type.String({ maxLength: 40 })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('CardDetail'), 400: Err, 404: Err },
      },
    },
    async (request) => cardDetail(db, request.params.id, request.query.date ?? today()),
  );

  app.get(
    '/sets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cards'],
        summary:
          'The sets of the catalog (built-in oldest first, then imported sets), with how many of their cards have imported text',
        response: {
          200: Type.Array(SetView),
        },
      },
    },
    async () => catalogSets(db),
  );
};
