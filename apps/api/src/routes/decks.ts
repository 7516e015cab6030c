import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { today } from '../clock.ts';
import { deckVerdict, eventDecks, recordDeckCheck, registerDeck, tableDecks } from '../services/decks.ts';

export const deckRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('POST /decks/check'), handler: async (request) => deckVerdict(db, request.body, today()) });

  app.route({
    ...served('PUT /events/:id/players/:playerId/deck'),
    handler: async (request) => {
      const { id, playerId } = request.params;
      const { list, mixedBacks = false } = request.body;
      return db.transaction((tx) => registerDeck(tx, id, playerId, { list, mixedBacks }, actorOf(request)));
    },
  });

  app.route({ ...served('GET /events/:id/decks'), handler: async (request) => eventDecks(db, request.params.id) });

  app.route({
    ...served('GET /events/:id/tables/:table/decks'),
    handler: async (request) => tableDecks(db, request.params.id, request.params.table),
  });

  app.route({
    ...served('POST /events/:id/deck-checks'),
    handler: async (request, reply) => {
      const { playerId, round, table, outcome, note } = request.body;
      const check = {
        eventId: request.params.id,
        playerId,
        round,
        table,
        outcome,
        note: note?.trim() || null,
        judge: actorOf(request),
      };
      return reply.status(201).send(await db.transaction((tx) => recordDeckCheck(tx, check)));
    },
  });
};
