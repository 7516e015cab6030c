import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invitationNotFound, staffRepository, type Db } from '@tcg/db';
import { eventActions, eventRoles, mayAct } from '@tcg/domain/access';
import { errorResponses } from '../schemas.ts';
import { isToken, newToken, sha256 } from '../sessions.ts';
import { actorOf, Uuid } from '../swissSchemas.ts';

const INVITATION_DAYS = 7;
const EventId = Type.Object({ id: Uuid });
const Role = Type.Union(eventRoles.map((r) => Type.Literal(r)));
const StaffRole = Type.Union([Type.Literal('headJudge'), Type.Literal('judge'), Type.Literal('scorekeeper')]);
const Token = Type.Object({ token: Type.String({ maxLength: 100 }) });

const Invitation = Type.Object({
  id: Uuid,
  role: StaffRole,
  email: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

const Staff = Type.Object({
  staff: Type.Array(Type.Object({ accountId: Uuid, email: Type.String(), name: Type.String(), role: Role })),
  invitations: Type.Array(Invitation),
});

const Access = Type.Object({
  role: Type.Union([Role, Type.Null()]),
  actions: Type.Array(Type.Union(eventActions.map((a) => Type.Literal(a))), { description: 'What the caller may do in this event.' }),
});

const Invite = Type.Object(
  { role: StaffRole, email: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'Only this account may accept; any account when left out.' })) },
  { additionalProperties: false },
);

const Invited = Type.Object({
  id: Uuid,
  role: StaffRole,
  email: Type.Union([Type.String(), Type.Null()]),
  token: Type.String({ description: 'Shown once: only its hash is stored.' }),
  path: Type.String({ description: 'The web page that accepts the invitation.' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

const tokenHashOf = (token: string) => {
  if (!isToken(token)) throw invitationNotFound();
  return sha256(token);
};

export const staffRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const staff = staffRepository(db.prisma);

  app.get(
    '/events/:id/access',
    { config: { access: { action: 'view' } }, schema: { tags: ['staff'], summary: 'The caller’s role in the event and what it allows', params: EventId, response: { 200: Access, 404: errorResponses[404] } } },
    async (request) => {
      const { role, private: hidden } = request.eventAccess!;
      const actions = eventActions.filter((action) => (action === 'view' ? !hidden || role !== null : mayAct(role ?? undefined, action)));
      return { role, actions };
    },
  );

  app.get(
    '/events/:id/staff',
    { config: { access: { action: 'manageStaff' } }, schema: { tags: ['staff'], summary: 'The event’s staff and open invitations', params: EventId, response: { 200: Staff, 404: errorResponses[404] } } },
    async (request) => staff.list(request.params.id, new Date()),
  );

  app.post(
    '/events/:id/invitations',
    {
      config: { access: { action: 'manageStaff' } },
      schema: {
        tags: ['staff'],
        summary: `Invite a head judge, judge or scorekeeper: a one-time link valid ${INVITATION_DAYS} days, for one email or anyone`,
        params: EventId,
        body: Invite,
        response: { 201: Invited, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const token = newToken();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      const input = { role: request.body.role, email: request.body.email ?? null, tokenHash: sha256(token), expiresAt };
      const invitation = await staff.invite(request.params.id, input, request.account!);
      return reply.status(201).send({ id: invitation.id, role: invitation.role, email: invitation.email, token, path: `/invitations/${token}`, expiresAt: invitation.expiresAt });
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'What an invitation link offers',
        params: Token,
        response: { 200: Type.Object({ eventId: Uuid, eventName: Type.String(), role: StaffRole, email: Type.Union([Type.String(), Type.Null()]) }), 404: errorResponses[404] },
      },
    },
    async (request) => staff.invitation(tokenHashOf(request.params.token), new Date()),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'account' },
      schema: {
        tags: ['staff'],
        summary: 'Take the role an invitation offers (once); 403 when it names another email',
        params: Token,
        response: { 200: Type.Object({ eventId: Uuid, role: StaffRole }), 401: Type.Ref('Error'), 403: Type.Ref('Error'), 404: errorResponses[404], 409: errorResponses[409] },
      },
    },
    async (request) => staff.accept(tokenHashOf(request.params.token), request.account!, new Date()),
  );

  app.delete(
    '/events/:id/staff/:accountId',
    {
      config: { access: { action: 'manageStaff' } },
      schema: {
        tags: ['staff'],
        summary: 'Remove a staff member; the organizer stays',
        params: Type.Object({ id: Uuid, accountId: Uuid }),
        response: { 204: Type.Null(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      await staff.remove(request.params.id, request.params.accountId, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
