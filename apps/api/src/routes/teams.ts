import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { teamRepository, type Db } from '@tcg/db';
import { errorResponses } from '../schemas.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const Seat = Type.Union([Type.Literal('A'), Type.Literal('B')], { description: 'Player A or Player B (244).' });

const Team = Type.Object({
  id: Uuid,
  name: Type.String(),
  affiliation: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  members: Type.Array(Type.Object({ playerId: Uuid, dciNumber: Type.String(), firstName: Type.String(), lastName: Type.String(), seat: Seat })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

// Member fields are checked by the team rules rather than the schema, so a refusal names `members[i].field`.
const MemberInput = Type.Object(
  {
    dciNumber: Type.Optional(Type.String({ maxLength: 20, description: 'Required: DCI number, digits only.' })),
    firstName: Type.Optional(Type.String({ maxLength: 60, description: 'Required.' })),
    lastName: Type.Optional(Type.String({ maxLength: 60, description: 'Required.' })),
    seat: Type.Optional(Type.String({ maxLength: 1, description: 'Required: "A" or "B", one of each (244).' })),
  },
  { additionalProperties: false },
);

const TeamInput = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    affiliation: Type.Optional(Type.String({ maxLength: 120, description: 'Sponsor, school, store (241).' })),
    city: Type.String({ maxLength: 120 }),
    state: Type.String({ maxLength: 120, description: 'State or province.' }),
    country: Type.String({ maxLength: 120 }),
    members: Type.Array(MemberInput, { maxItems: 10, description: 'Exactly two members, one Player A and one Player B (243, 244).' }),
  },
  { additionalProperties: false },
);

export const teamRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const teams = teamRepository(db.prisma);

  app.get(
    '/teams',
    {
      config: { access: 'public' },
      schema: {
        tags: ['teams'],
        summary: 'Registered teams by name; `q` searches the names',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 120 })) }, { additionalProperties: false }),
        response: { 200: Type.Array(Team), 400: errorResponses[400] },
      },
    },
    async (request) => teams.list(request.query.q),
  );

  app.get(
    '/teams/:id',
    { config: { access: 'public' }, schema: { tags: ['teams'], summary: 'One team with its Player A and Player B', params: Type.Object({ id: Uuid }), response: { 200: Team, 400: errorResponses[400], 404: errorResponses[404] } } },
    async (request) => teams.get(request.params.id),
  );

  app.post(
    '/teams',
    {
      config: { access: 'account' },
      schema: {
        tags: ['teams'],
        summary: 'Register a team (241–244): 201 for a new pair of DCI members; the same pair again updates its team (200)',
        body: TeamInput,
        response: { 200: Team, 201: Team, 400: errorResponses[400], 413: errorResponses[413] },
      },
    },
    async (request, reply) => {
      const { state, members, ...rest } = request.body;
      const info = {
        ...rest,
        stateProvince: state,
        members: members.map((m) => ({ dciNumber: m.dciNumber ?? '', firstName: m.firstName ?? '', lastName: m.lastName ?? '', seat: (m.seat ?? '') as 'A' | 'B' })),
      };
      const { team, created } = await teams.register(info, actorOf(request));
      return reply.status(created ? 201 : 200).send(team);
    },
  );
};
