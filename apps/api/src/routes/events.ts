import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeEventSettings, confirmDeletion, readShortCode, validateEventSettings } from '@tcg/domain/event';
import { eventPlay, DEFAULT_POD_ROUNDS } from '@tcg/domain/podPlay';
import { must, notFound } from '@tcg/domain/shared';
import { eventRepository, lockEvent, settingsOf, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { today } from '../clock.ts';
import { CreateEvent, errorResponses, EventChanges, EventDeletion, EventId, EventListItem, ShortCodeParams } from '@tcg/contract';
import { rejudgeDecks } from '../services/decks.ts';
import { listEvents } from '../services/eventList.ts';
import { houseFormat } from '../services/formats.ts';

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events',
    { config: { access: 'public' }, schema: { tags: ['events'], summary: 'List events, newest first, each with its phase', response: { 200: Type.Array(EventListItem) } } },
    async (request) => listEvents(db, request.account?.id ?? null),
  );

  app.get(
    '/events/:id',
    { config: { access: { action: 'view' } }, schema: { tags: ['events'], summary: 'One event', params: EventId, response: { 200: Type.Ref('Event'), 404: errorResponses[404] } } },
    async (request) => eventRepository.get(db.prisma, request.params.id),
  );

  app.get(
    '/e/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'The event at a short address as a player types it (/e/K7PQ, any letter case); 404 when no event you may see has that code',
        params: ShortCodeParams,
        response: { 200: Type.Ref('Event'), 404: errorResponses[404] },
      },
    },
    async (request) => {
      const code = readShortCode(request.params.code);
      const event = code && (await eventRepository.findByShortCode(db.prisma, code, request.account?.id ?? null));
      if (!event) throw notFound('event', `with the short code ${request.params.code}`);
      return event;
    },
  );

  app.post(
    '/events',
    {
      config: { access: 'account' },
      schema: {
        tags: ['events'],
        summary: 'Create an event: Swiss (the default) or pod play (`type: "pods"`, `tableSize` 2–6, `scoring` by place, points or win)',
        body: CreateEvent,
        response: { 201: Type.Ref('Event'), 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const custom = request.body.format === undefined ? null : await houseFormat(db.prisma, request.body.format);
      const play = must(eventPlay(request.body));
      const { type: _type, tableSize: _tableSize, scoring, ...body } = request.body;
      const pods = play.type === 'pods' ? { rounds: body.rounds ?? DEFAULT_POD_ROUNDS } : { scoring };
      const input = { ...body, ...pods, podPlay: play.type === 'pods', date: body.date ?? today() };
      const settings = must(validateEventSettings(input, custom ? [{ id: custom.id, name: custom.name, kind: custom.kind }] : []));
      const event = await db.transaction((tx) => eventRepository.create(tx, settings, actorOf(request), request.account!.id, play));
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/events/:id',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary: 'Change the round time or the number of Swiss rounds; before round 1, the date, best-of-N, scoring and promo choice',
        params: EventId,
        body: EventChanges,
        response: { 200: Type.Ref('Event'), 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { private: isPrivate, ...changes } = request.body;
      return db.transaction(async (tx) => {
        await lockEvent(tx, id);
        const before = await eventRepository.get(tx, id);
        const { cutMade } = (await eventRepository.progress(tx, [id])).get(id)!;
        const facts = { settings: settingsOf(before), roundsPaired: before.roundsPaired, finished: before.status === 'finished', cutMade };
        const changed = must(changeEventSettings(facts, changes));
        const after = await eventRepository.update(tx, before, { ...changed, private: isPrivate ?? before.private }, actorOf(request));
        if (after.date !== before.date || after.unlistedPromos !== before.unlistedPromos || after.newSetHoldWeeks !== before.newSetHoldWeeks) await rejudgeDecks(tx, after, actorOf(request));
        return after;
      });
    },
  );

  app.delete(
    '/events/:id',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['events'],
        summary: 'Delete the event and everything in it, confirmed by its name typed in `confirm` (export it first: GET …/export.json)',
        params: EventId,
        body: EventDeletion,
        response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await lockEvent(tx, request.params.id);
        const event = await eventRepository.get(tx, request.params.id);
        must(confirmDeletion(event.name, request.body.confirm));
        await eventRepository.remove(tx, event, actorOf(request));
      });
      return reply.status(204).send(null);
    },
  );
};
