import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { teamEntryRepository, teamRatingsReport, type Db } from '@tcg/db';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const Seat = Type.Union([Type.Literal('A'), Type.Literal('B')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const EventTeam = Type.Object({
  teamId: Uuid,
  name: Type.String({ description: 'The name the team registered under in this event.' }),
  affiliation: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  entrantId: Type.String({ format: 'uuid', description: 'The team in pairings, results and standings: its Player A’s player id.' }),
  dropped: Type.Boolean({ description: 'A member dropped or was disqualified, so the whole team is out (244).' }),
  lateEntryRound: Type.Integer(),
  members: Type.Array(
    Type.Object({
      playerId: Uuid,
      dciNumber: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      seat: Seat,
      droppedAfterRound: Nullable(Type.Integer()),
      disqualified: Type.Boolean(),
    }),
    { description: 'Player A, then Player B.' },
  ),
});

const RatingsReport = Type.Object({
  eventId: Uuid,
  event: Type.String(),
  category: Type.Union([Type.Literal('Team Constructed'), Type.Literal('Team Limited')]),
  teams: Type.Array(
    Type.Object({
      teamId: Uuid,
      name: Type.String(),
      members: Type.Array(Type.Object({ dciNumber: Type.String(), firstName: Type.String(), lastName: Type.String(), seat: Seat })),
      matches: Type.Array(
        Type.Object({
          round: Type.Integer(),
          stage: Type.Union([Type.Literal('swiss'), Type.Literal('elimination')]),
          opponentTeamId: Nullable(Uuid),
          opponent: Nullable(Type.String()),
          result: Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Literal('draw'), Type.Literal('bye')]),
        }),
      ),
    }),
  ),
});

const TeamDecks = Type.Object({
  decks: Type.Array(
    Type.Object({ code: Type.String(), section: Type.Optional(Type.String()), message: Type.String(), field: Type.Optional(Type.String()) }),
    { description: 'What keeps the team’s decks from being ready (each member registers a deck of the format’s size, Appendix A.B 1); empty when ready.' },
  ),
});

const EventId = Type.Object({ id: Uuid });
const TeamParams = Type.Object({ id: Uuid, teamId: Uuid });
const Entry = Type.Object({ teamId: Uuid }, { additionalProperties: false });
const Seats = Type.Object(
  {
    seats: Type.Object(
      { A: Type.String({ maxLength: 20, description: 'DCI number of Player A.' }), B: Type.String({ maxLength: 20, description: 'DCI number of Player B.' }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const NameRefusal = Type.Object(
  { name: Type.String({ maxLength: 120 }), reason: Type.String({ maxLength: 500, description: 'Required: why the name is refused (logged).' }) },
  { additionalProperties: false },
);

const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const teamEventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const entries = teamEntryRepository(db.prisma);

  app.get(
    '/events/:id/teams',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['teams'],
        summary: 'The teams entered in a team event, with their members, Player A/B designations and whether both decks are registered',
        params: EventId,
        response: { 200: Type.Array(Type.Intersect([EventTeam, TeamDecks])), 404: errorResponses[404] },
      },
    },
    async (request) => entries.list(request.params.id),
  );

  app.post(
    '/events/:id/teams',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['teams'],
        summary: 'Enter a registered team (244): both members, with the team’s Player A and Player B; after round 1, a late entry',
        description:
          'Refused with nothing stored: not a team event (409 NOT_A_TEAM_EVENT), incomplete team information (400 naming the field), a member already playing for another team or as a single player (409 PLAYER_ON_TWO_TEAMS, PLAYER_ALREADY_REGISTERED), a name another team in the event uses (409 DUPLICATE_TEAM_NAME) or one taken at a premier team event (409 NAME_RESERVED, 242).',
        params: EventId,
        body: Entry,
        response: { 201: EventTeam, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await entries.enter(request.params.id, request.body.teamId, actorOf(request))),
  );

  app.patch(
    '/events/:id/teams/:teamId',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['teams'],
        summary: 'Designate Player A and Player B again; only until round 1 is paired (409 SEAT_LOCKED, 244)',
        params: TeamParams,
        body: Seats,
        response: { 200: EventTeam, ...refusals },
      },
    },
    async (request) => entries.designate(request.params.id, request.params.teamId, request.body.seats, actorOf(request)),
  );

  app.get(
    '/events/:id/team-name-refusals',
    {
      config: { access: { action: 'view' } },
      schema: { tags: ['teams'], summary: 'Team names the organizer refused in this event (242)', params: EventId, response: { 200: Type.Array(NameRefusal), 404: errorResponses[404] } },
    },
    async (request) => entries.refusals(request.params.id),
  );

  app.post(
    '/events/:id/team-name-refusals',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['teams'],
        summary: 'Refuse a team name as offensive or obscene (242): the reason is logged; no team enters the event under it (409 NAME_REFUSED)',
        params: EventId,
        body: NameRefusal,
        response: { 201: NameRefusal, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await entries.refuseName(request.params.id, request.body.name, request.body.reason, actorOf(request))),
  );

  app.get(
    '/events/:id/ratings-report',
    {
      config: { access: { action: 'export' } },
      schema: {
        tags: ['teams'],
        summary: 'Team results for ratings (201, 245, 246): per team, under Team Constructed or Team Limited',
        params: EventId,
        response: { 200: RatingsReport, 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => teamRatingsReport(db.prisma, request.params.id),
  );
};
