import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventFormats, validateEventSettings } from '@tcg/domain/event';
import { RuleViolation } from '@tcg/domain/shared';
import { eventRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas.ts';
import { actorOf } from '../swissSchemas.ts';
import { houseFormatResolver } from './formats.ts';

const Scoring = Type.Object(
  {
    policy: Type.Union([Type.Literal('dci2003'), Type.Literal('playpokemon')]),
    alternateScoring: Type.Boolean({ description: 'Pokémon Alternate Scoring System (216): a single-game win on Prizes at time is worth 2.' }),
  },
);

const Event = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    format: Type.String(),
    bestOf: Type.Integer(),
    roundMinutes: Type.Integer(),
    rounds: Type.Union([Type.Integer(), Type.Null()]),
    scoring: Scoring,
    status: Type.Union([Type.Literal('registration'), Type.Literal('running'), Type.Literal('finished')]),
    createdAt: Type.String({ format: 'date-time' }),
    players: Type.Integer({ description: 'Players registered, dropped and disqualified included.' }),
    roundsPaired: Type.Integer(),
    recommendedRounds: Type.Object(
      { rounds: Type.Integer(), reason: Type.String() },
      { description: 'The DCI chart’s number of Swiss rounds for the players registered; `rounds` overrides it.' },
    ),
    private: Type.Boolean({ description: 'Only the organizer and staff see a private event.' }),
    teams: Type.Boolean({ description: 'A two-player team event (201): teams enter with POST /api/events/:id/teams.' }),
    premier: Type.Boolean({ description: 'A premier team event: a team that plays here keeps its name (242).' }),
    ownerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'The organizer’s account.' }),
  },
  { $id: 'Event' },
);

const CreateEvent = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    format: Type.String({
      maxLength: 200,
      description: `One of ${eventFormats.map((f) => f.id).join(', ')}, or the id of a custom format (POST /api/formats); a custom format is Limited only when its definition says kind "limited".`,
    }),
    bestOf: Type.Optional(Type.Integer({ description: 'Games per match, fixed before round 1 (211): 1, 3 or 5.' })),
    roundMinutes: Type.Optional(Type.Integer({ description: 'Round time in minutes (212 recommends 30).' })),
    rounds: Type.Optional(Type.Integer({ description: 'Number of Swiss rounds; recommended from attendance when left out.' })),
    teams: Type.Optional(
      Type.Boolean({ description: 'Two-player team event: format modified (Team Constructed, 50-minute rounds) or sealed (Team Limited, 40), else 400 TEAM_FORMAT_REQUIRED.' }),
    ),
    premier: Type.Optional(Type.Boolean({ description: 'Premier team event: team names played here are reserved (242).' })),
    scoring: Type.Optional(
      Type.Object(
        {
          policy: Type.Optional(Type.String()),
          alternateScoring: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const EventId = Type.Object({ id: Type.String({ format: 'uuid' }) });

const EventChanges = Type.Object(
  {
    bestOf: Type.Optional(Type.Integer({ description: 'Only before round 1 is paired (211).' })),
    roundMinutes: Type.Optional(Type.Integer()),
    rounds: Type.Optional(Type.Integer({ description: 'Overrides the recommended number of Swiss rounds; never below the rounds paired.' })),
    private: Type.Optional(Type.Boolean({ description: 'Hide the event from everyone without a role in it.' })),
  },
  { additionalProperties: false },
);

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const events = eventRepository(db.prisma);
  const house = houseFormatResolver(db);
  app.addSchema(Event);

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
      if (!event) throw new RuleViolation({ code: 'EVENT_NOT_FOUND', message: `No event ${request.params.id}` }, 404);
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
      if (!(await events.get(request.params.id))) throw new RuleViolation({ code: 'EVENT_NOT_FOUND', message: `No event ${request.params.id}` }, 404);
      const { bestOf, ...rest } = request.body;
      return events.update(request.params.id, { ...rest, ...(bestOf !== undefined ? { bestOf: bestOf as 1 | 3 | 5 } : {}) }, actorOf(request));
    },
  );
};
