import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventFormats, validateEventSettings } from '@tcg/domain/event';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { eventRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas/common.ts';
import { actorOf } from '../actor.ts';
import { houseFormatResolver } from './formats.ts';
import { Scoring, Event, CreateEvent, EventChanges } from '../schemas/events.ts';
import { EventId } from '../schemas/common.ts';

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const events = eventRepository(db.prisma);
  const house = houseFormatResolver(db);

  app.get(
    '/events',
    { config: { access: 'public' }, schema: { tags: ['events'], summary: 'List events, newest first', response: { 200: Type.Array(Type.Ref('Event')) } } },
    async (request) => events.list(request.account?.id ?? null),
  );

  app.get(
    '/events/:id',
    { config: { access: { action: 'view' } }, schema: { tags: ['events'], summary: 'One event', params: EventId, response: { 200: Type.Ref('Event'), 404: errorResponses[404] } } },
    async (request) => {
      const event = await events.get(request.params.id);
      if (!event) throw new AppError('EVENT_NOT_FOUND', `No event ${request.params.id}`);
      return event;
    },
  );

  app.post(
    '/events',
    {
      config: { access: 'account' },
      schema: {
        tags: ['events'],
        summary: 'Create an event',
        body: CreateEvent,
        response: { 201: Type.Ref('Event'), 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const custom = await house(request.body.format);
      const settings = validateEventSettings(request.body, custom ? [{ id: custom.id, name: custom.name, kind: custom.kind }] : []);
      if (!settings.ok) throw new RuleViolation(settings.error);
      const event = await events.create(settings.value, actorOf(request), request.account!.id);
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/events/:id',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary: 'Change the round time, the number of Swiss rounds, or best-of-N before round 1',
        params: EventId,
        body: EventChanges,
        response: { 200: Type.Ref('Event'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      if (!(await events.get(request.params.id))) throw new AppError('EVENT_NOT_FOUND', `No event ${request.params.id}`);
      const { bestOf, ...rest } = request.body;
      return events.update(request.params.id, { ...rest, ...(bestOf !== undefined ? { bestOf: bestOf as 1 | 3 | 5 } : {}) }, actorOf(request));
    },
  );
};
