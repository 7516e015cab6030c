import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { eventRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { today } from '../clock.ts';
import { listEvents } from '../services/eventList.ts';
import { changeEvent, createEvent, deleteEvent, eventByShortCode } from '../services/events.ts';

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /events'), handler: async (request) => listEvents(db, request.account?.id ?? null) });

  app.route({
    ...served('GET /events/:id'),
    handler: async (request) => eventRepository.get(db.prisma, request.params.id),
  });

  app.route({
    ...served('GET /e/:code'),
    handler: async (request) => {
      return eventByShortCode(db, request.params.code, request.account?.id ?? null);
    },
  });

  app.route({
    ...served('POST /events'),
    handler: async (request, reply) => {
      const event = await createEvent(db, request.body, today(), actorOf(request), request.account!.id);
      return reply.status(201).send(event);
    },
  });

  app.route({
    ...served('PATCH /events/:id'),
    handler: async (request) =>
      db.transaction((tx) => changeEvent(tx, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...served('DELETE /events/:id'),
    handler: async (request, reply) => {
      await db.transaction((tx) => deleteEvent(tx, request.params.id, request.body.confirm, actorOf(request)));
      return reply.status(204).send(null);
    },
  });
};
