import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { teamRepository, type Db } from '@tcg/db';
import { registerTeam } from '../services/teamEvents.ts';

// Member fields are checked by the team rules rather than the schema, so a refusal names `members[i].field`.

export const teamRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /teams'), handler: async (request) => teamRepository.list(db.prisma, request.query.q) });

  app.route({
    ...served('GET /teams/:id'),
    handler: async (request) => teamRepository.get(db.prisma, request.params.id),
  });

  app.route({
    ...served('POST /teams'),
    handler: async (request, reply) => {
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
  });
};
