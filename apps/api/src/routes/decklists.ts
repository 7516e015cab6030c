import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  DecklistPublication,
  DecklistPublicationBody,
  errorResponses,
  EventId,
  PublishedDecklists,
} from '@tcg/contract';
import { publishDecklists, publishedDecklists, unpublishDecklists } from '../services/decklists.ts';

export const decklistRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/events/:id/decklist-publication',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['decks'],
        summary:
          'Publish a finished event’s decklists, every list or the top cut’s (217; 409 EVENT_NOT_FINISHED, NO_TOP_CUT); publishing again changes the scope (audited `decklists.publish`)',
        params: EventId,
        body: DecklistPublicationBody,
        response: {
          200: DecklistPublication,
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) =>
      db.transaction((tx) => publishDecklists(tx, request.params.id, request.body.scope, new Date(), actorOf(request))),
  );

  app.delete(
    '/events/:id/decklist-publication',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['decks'],
        summary: 'Take the published decklists down (audited `decklists.unpublish`)',
        params: EventId,
        response: { 204: Type.Null(), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) => unpublishDecklists(tx, request.params.id, actorOf(request)));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/published-decklists',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['decks'],
        summary:
          'The published decklists in final standings order, each with its player’s place and record, and the field by its most-played Pokémon (404 DECKLISTS_NOT_FOUND until published; 409 EVENT_NOT_FINISHED while a reopened event plays again, its publication kept)',
        params: EventId,
        response: { 200: PublishedDecklists, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => db.transaction((tx) => publishedDecklists(tx, request.params.id)),
  );
};
