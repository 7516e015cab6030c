import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffRepository as staff, type Db } from '@tcg/db';
import { acceptInvitation, eventActions, mayAct, removeStaff } from '@tcg/domain/access';
import { must, notFound } from '@tcg/domain/shared';
import { isToken, newToken, sha256 } from '../sessions.ts';
import { actorOf } from '../actor.ts';
import { Access, errorResponses, EventId, InvitationPreview, Invite, Invited, Staff, StaffRole, Token, Uuid } from '@tcg/contract';

const INVITATION_DAYS = 7;

const invitationNotFound = () => notFound('invitation', null, 'This invitation link is unknown, used or expired.');

const tokenHashOf = (token: string) => {
  if (!isToken(token)) throw invitationNotFound();
  return sha256(token);
};

export const staffRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
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
    async (request) => staff.list(db.prisma, request.params.id, new Date()),
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
      const invitation = await db.transaction((tx) => staff.invite(tx, request.params.id, input, request.account!));
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
        response: { 200: InvitationPreview, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const preview = await staff.preview(db.prisma, tokenHashOf(request.params.token), new Date());
      if (!preview) throw invitationNotFound();
      return preview;
    },
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
    async (request) => {
      const account = request.account!;
      const now = new Date();
      return db.transaction(async (tx) => {
        const invitation = await staff.open(tx, tokenHashOf(request.params.token), now);
        if (!invitation) throw invitationNotFound();
        must(acceptInvitation({ invitedEmail: invitation.email, accountEmail: account.email, accountId: account.id, ownerId: invitation.ownerId }));
        if (!(await staff.take(tx, invitation, account, now))) throw invitationNotFound();
        return { eventId: invitation.eventId, role: invitation.role };
      });
    },
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
      const { id, accountId } = request.params;
      await db.transaction(async (tx) => {
        must(removeStaff({ ownerId: await staff.ownerOf(tx, id), accountId }));
        await staff.remove(tx, id, accountId, actorOf(request));
      });
      return reply.status(204).send(null);
    },
  );
};
