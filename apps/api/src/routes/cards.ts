import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { today } from '../clock.ts';
import { cardDetail, catalogSets, findCards } from '../services/cards.ts';

export const cardRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /cards'), handler: async (request) => findCards(db, request.query) });

  app.route({
    ...served('GET /cards/:id'),
    handler: async (request) => cardDetail(db, request.params.id, request.query.date ?? today()),
  });

  app.route({ ...served('GET /sets'), handler: async () => catalogSets(db) });
};
