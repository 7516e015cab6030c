import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffRepository as staff, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import {
  Access,
  errorResponses,
  EventId,
  InvitationPreview,
  Invite,
  Invited,
  Staff,
  StaffRole,
  Token,
  Uuid,
} from '@tcg/contract';
import {
  accessOf,
  INVITATION_DAYS,
  invitationPreview,
  invite,
  removeStaffMember,
  takeInvitation,
} from '../services/staff.ts';

export const staffRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/events/:id/access',
    {
      config: { access: { action: 'view' } },
      schema: {
        tags: ['staff'],
        summary: 'The caller’s role in the event and what it allows',
        params: EventId,
        response: { 200: Access, 404: errorResponses[404] },
      },
    },
    async (request) => accessOf(request.eventAccess!),
  );

  app.get(
    '/events/:id/staff',
    {
      config: { access: { action: 'manageStaff' } },
      schema: {
        tags: ['staff'],
        summary: 'The event’s staff and open invitations',
        params: EventId,
        response: { 200: Staff, 404: errorResponses[404] },
      },
    },
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
    async (request, reply) =>
      reply.status(201).send(await invite(db, request.params.id, request.body, request.account!, new Date())),
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
    async (request) => invitationPreview(db, request.params.token, new Date()),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'account' },
      schema: {
        tags: ['staff'],
        summary: 'Take the role an invitation offers (once); 403 when it names another email',
        params: Token,
        response: {
          200: Type.Object({ eventId: Uuid, role: StaffRole }),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request) => db.transaction((tx) => takeInvitation(tx, request.params.token, request.account!, new Date())),
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
      await db.transaction((tx) =>
        removeStaffMember(tx, request.params.id, request.params.accountId, actorOf(request)),
      );
      return reply.status(204).send(null);
    },
  );
};
