import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invitationNotFound, staffRepository, type Db } from '@tcg/db';
import { eventActions, eventRoles, mayAct } from '@tcg/domain/access';
import { errorResponses } from '../schemas/common.ts';
import { isToken, newToken, sha256 } from '../sessions.ts';
import { actorOf } from '../actor.ts';
import { Uuid } from '../schemas/common.ts';
import { Role, StaffRole, Token, Invitation, Staff, Access, Invite, Invited } from '../schemas/staff.ts';
import { EventId } from '../schemas/common.ts';

const INVITATION_DAYS = 7;

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
