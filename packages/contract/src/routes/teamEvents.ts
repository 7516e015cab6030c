import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import {
  Entry,
  EventId,
  EventTeam,
  EventTeamEntry,
  NameRefusal,
  RatingsReport,
  Seats,
  TeamParams,
  errorResponses,
  found,
  refusals,
} from '../schemas.ts';

export const teamEventsRoutes = routes('teams', [
  route(
    'GET',
    '/events/:id/teams',
    { action: 'view' },
    {
      summary:
        'The teams entered in a team event, with their members, Player A/B designations and whether both decks are registered',
      params: EventId,
      response: found(Type.Array(EventTeamEntry)),
    },
  ),
  route(
    'POST',
    '/events/:id/teams',
    { action: 'registerPlayers' },
    {
      summary:
        'Enter a registered team (244): both members, with the team’s Player A and Player B; after round 1, a late entry',
      description:
        'Refused with nothing stored: not a team event (409 NOT_A_TEAM_EVENT), incomplete team information (400 naming the field), a member already playing for another team or as a single player (409 PLAYER_ON_TWO_TEAMS, PLAYER_ALREADY_REGISTERED), a name another team in the event uses (409 DUPLICATE_TEAM_NAME) or one taken at a premier team event (409 NAME_RESERVED, 242).',
      params: EventId,
      body: Entry,
      response: { 201: EventTeam, ...refusals },
    },
  ),
  route(
    'PATCH',
    '/events/:id/teams/:teamId',
    { action: 'registerPlayers' },
    {
      summary: 'Designate Player A and Player B again; only until round 1 is paired (409 SEAT_LOCKED, 244)',
      params: TeamParams,
      body: Seats,
      response: { 200: EventTeam, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/team-name-refusals',
    { action: 'view' },
    {
      summary: 'Team names the organizer refused in this event (242)',
      params: EventId,
      response: found(Type.Array(NameRefusal)),
    },
  ),
  route(
    'POST',
    '/events/:id/team-name-refusals',
    { action: 'manageEvent' },
    {
      summary:
        'Refuse a team name as offensive or obscene (242): the reason is logged; no team enters the event under it (409 NAME_REFUSED)',
      params: EventId,
      body: NameRefusal,
      response: { 201: NameRefusal, ...refusals },
    },
  ),
  route(
    'GET',
    '/events/:id/ratings-report',
    { action: 'export' },
    {
      summary: 'Team results for ratings (201, 245, 246): per team, under Team Constructed or Team Limited',
      params: EventId,
      response: { 200: RatingsReport, 404: errorResponses[404], 409: errorResponses[409] },
    },
  ),
]);
