import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { teamEntryRepository, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  Entry,
  errorResponses,
  EventId,
  EventTeam,
  EventTeamEntry,
  NameRefusal,
  RatingsReport,
  Seats,
  TeamParams,
} from '@tcg/contract';
import { designate, enterTeam, listTeams, ratingsReport, refuseName } from '../services/teamEvents.ts';

const refusals = { 400: errorResponses[400], 404: errorResponses[404], 409: errorResponses[409] };

export const teamEventRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/teams',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['teams'],
        summary:
          'The teams entered in a team event, with their members, Player A/B designations and whether both decks are registered',
        params: EventId,
        response: { 200: Type.Array(EventTeamEntry), 404: errorResponses[404] },
      },
    },
    async (request) => listTeams(db.prisma, request.params.id),
  );

  app.post(
    '/events/:id/teams',
    {
      config: { access: { action: 'registerPlayers' } },
      schema: {
        tags: ['teams'],
        summary:
          'Enter a registered team (244): both members, with the team’s Player A and Player B; after round 1, a late entry',
        description:
          'Refused with nothing stored: not a team event (409 NOT_A_TEAM_EVENT), incomplete team information (400 naming the field), a member already playing for another team or as a single player (409 PLAYER_ON_TWO_TEAMS, PLAYER_ALREADY_REGISTERED), a name another team in the event uses (409 DUPLICATE_TEAM_NAME) or one taken at a premier team event (409 NAME_RESERVED, 242).',
        params: EventId,
        body: Entry,
        response: { 201: EventTeam, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await db.transaction((tx) => enterTeam(tx, request.params.id, request.body.teamId, actorOf(request)))),
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
    async (request) =>
      db.transaction((tx) =>
        designate(tx, request.params.id, request.params.teamId, request.body.seats, actorOf(request)),
      ),
  );

  app.get(
    '/events/:id/team-name-refusals',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['teams'],
        summary: 'Team names the organizer refused in this event (242)',
        params: EventId,
        response: { 200: Type.Array(NameRefusal), 404: errorResponses[404] },
      },
    },
    async (request) => {
      await teamEntryRepository.event(db.prisma, request.params.id);
      return teamEntryRepository.refusals(db.prisma, request.params.id);
    },
  );

  app.post(
    '/events/:id/team-name-refusals',
    {
      config: { access: { action: 'manageEvent' } },
      schema: {
        tags: ['teams'],
        summary:
          'Refuse a team name as offensive or obscene (242): the reason is logged; no team enters the event under it (409 NAME_REFUSED)',
        params: EventId,
        body: NameRefusal,
        response: { 201: NameRefusal, ...refusals },
      },
    },
    async (request, reply) => {
      const { name, reason } = request.body;
      return reply
        .status(201)
        .send(await db.transaction((tx) => refuseName(tx, request.params.id, name, reason, actorOf(request))));
    },
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
    async (request) => ratingsReport(db.prisma, request.params.id),
  );
};
