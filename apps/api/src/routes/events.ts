import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { today } from '../clock.ts';
import {
  CreateEvent,
  errorResponses,
  EventChanges,
  EventDeletion,
  EventId,
  EventListItem,
  ShortCodeParams,
} from '@tcg/contract';
import { listEvents } from '../services/eventList.ts';
import { changeEvent, createEvent, deleteEvent, eventByShortCode } from '../services/events.ts';

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'List events, newest first, each with its phase',
        response: { 200: Type.Array(EventListItem) },
      },
    },
    async (request) => listEvents(db, request.account?.id ?? null),
  );

  app.get(
    '/events/:id',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: EventId,
        response: { 200: Type.Ref('Event'), 404: errorResponses[404] },
      },
    },
    async (request) => eventRepository.get(db.prisma, request.params.id),
  );

  app.get(
    '/e/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary:
          'The event at a short address as a player types it (/e/K7PQ, any letter case); 404 when no event you may see has that code',
        params: ShortCodeParams,
        response: { 200: Type.Ref('Event'), 404: errorResponses[404] },
      },
    },
    async (request) => {
      return eventByShortCode(db, request.params.code, request.account?.id ?? null);
    },
  );

  app.post(
    '/events',
    {
      config: { access: 'account' },
      schema: {
        tags: ['events'],
        summary:
          'Create an event: Swiss (the default) or pod play (`type: "pods"`, `tableSize` 2–6, `scoring` by place, points or win)',
        body: CreateEvent,
        response: { 201: Type.Ref('Event'), 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const event = await createEvent(db, request.body, today(), actorOf(request), request.account!.id);
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/events/:id',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary:
          'Change the round time or the number of Swiss rounds; before round 1, the date, best-of-N, scoring and promo choice',
        params: EventId,
        body: EventChanges,
        response: {
          200: Type.Ref('Event'),
          400: errorResponses[400],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) => db.transaction((tx) => changeEvent(tx, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary:
          'Delete the event and everything in it, confirmed by its name typed in `confirm` (export it first: GET …/export.json)',
        params: EventId,
        body: EventDeletion,
        response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) => deleteEvent(tx, request.params.id, request.body.confirm, actorOf(request)));
      return reply.status(204).send(null);
    },
  );
};
