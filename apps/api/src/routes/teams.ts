import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { teamRepository, type Db } from '@tcg/db';
import { errorResponses, Team, TeamInput, Uuid } from '@tcg/contract';
import { registerTeam } from '../services/teamEvents.ts';

// Member fields are checked by the team rules rather than the schema, so a refusal names `members[i].field`.

export const teamRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/teams',
    {
      config: { access: 'public' },
      schema: {
        tags: ['teams'],
        summary: 'Registered teams by name; `q` searches the names',
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ maxLength: 120 })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Array(Team), 400: errorResponses[400] },
      },
    },
    async (request) => teamRepository.list(db.prisma, request.query.q),
  );

  app.get(
    '/teams/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['teams'],
        summary: 'One team with its Player A and Player B',
        params: Type.Object({ id: Uuid }),
        response: { 200: Team, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => teamRepository.get(db.prisma, request.params.id),
  );

  app.post(
    '/teams',
    {
      config: { access: 'account' },
      schema: {
        tags: ['teams'],
        summary:
          'Register a team (241–244): 201 for a new pair of DCI members; the same pair again updates its team (200), by the account that registered it or the installation admin (403 TEAM_NOT_YOURS)',
        body: TeamInput,
        response: { 200: Team, 201: Team, 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const { state, members, ...rest } = request.body;
      const info = {
        ...rest,
        stateProvince: state,
        members: members.map((m) => ({
          dciNumber: m.dciNumber ?? '',
          firstName: m.firstName ?? '',
          lastName: m.lastName ?? '',
          seat: (m.seat ?? '') as 'A' | 'B',
        })),
      };
      const { team, created } = await db.transaction((tx) => registerTeam(tx, info, request.account!));
      return reply.status(created ? 201 : 200).send(team);
    },
  );
};
