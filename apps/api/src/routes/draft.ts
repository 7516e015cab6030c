import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { draftRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { beginDraft, giveOldestCard, layOutTable, pickCard, podSheet, readDraft } from '../services/draft.ts';

export const draftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...served('GET /events/:id/pods/:number/draft'),
    handler: async (request) => readDraft(db.prisma, request.params.id, request.params.number, Date.now()),
  });

  app.route({
    ...served('GET /events/:id/pods/:number/sheet'),
    handler: async (request) => podSheet(db.prisma, request.params.id, request.params.number),
  });

  app.route({
    ...served('POST /events/:id/pods/:number/draft'),
    handler: async (request, reply) => {
      const { id, number } = request.params;
      return reply
        .status(201)
        .send(await db.transaction((tx) => beginDraft(tx, id, number, request.body, Date.now(), actorOf(request))));
    },
  });

  app.route({
    ...served('POST /events/:id/pods/:number/draft/layout'),
    handler: async (request) =>
      db.transaction((tx) =>
        layOutTable(tx, request.params.id, request.params.number, request.body.cards, Date.now(), actorOf(request)),
      ),
  });

  app.route({
    ...served('POST /events/:id/pods/:number/draft/picks'),
    handler: async (request) => {
      const { id, number } = request.params;
      return db.transaction((tx) =>
        pickCard(tx, id, number, request.body.seat, request.body.cardNumber, Date.now(), actorOf(request)),
      );
    },
  });

  app.route({
    ...served('POST /events/:id/pods/:number/draft/timeout'),
    handler: async (request) =>
      db.transaction((tx) =>
        giveOldestCard(tx, request.params.id, request.params.number, Date.now(), actorOf(request)),
      ),
  });

  app.route({
    ...served('GET /events/:id/players/:playerId/drafted'),
    handler: async (request) =>
      draftRepository.drafted(db.prisma, request.params.id, request.params.playerId, request.query.pod),
  });
};
