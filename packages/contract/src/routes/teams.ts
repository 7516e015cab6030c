import { Type } from 'typebox';
import { route, routes } from '../route.ts';
import { Team, TeamInput, Uuid, errorResponses } from '../schemas.ts';

export const teamsRoutes = routes('teams', [
  route('GET', '/teams', 'public', {
    summary: 'Registered teams by name; `q` searches the names',
    querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 120 })) }, { additionalProperties: false }),
    response: { 200: Type.Array(Team), 400: errorResponses[400] },
  }),
  route('GET', '/teams/:id', 'public', {
    summary: 'One team with its Player A and Player B',
    params: Type.Object({ id: Uuid }),
    response: { 200: Team, 400: errorResponses[400], 404: errorResponses[404] },
  }),
  route('POST', '/teams', 'account', {
    summary:
      'Register a team (241–244): 201 for a new pair of DCI members; the same pair again updates its team (200), by the account that registered it or the installation admin (403 TEAM_NOT_YOURS)',
    body: TeamInput,
    response: { 200: Team, 201: Team, 400: errorResponses[400], 413: errorResponses[413] },
  }),
]);
