import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { staffRepository as staff, type Db } from '@tcg/db';
import { actorOf } from '../actor.ts';
import { accessOf, invitationPreview, invite, removeStaffMember, takeInvitation } from '../services/staff.ts';

export const staffRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.route({ ...served('GET /events/:id/access'), handler: async (request) => accessOf(request.eventAccess!) });

  app.route({
    ...served('GET /events/:id/staff'),
    handler: async (request) => staff.list(db.prisma, request.params.id, new Date()),
  });

  app.route({
    ...served('POST /events/:id/invitations'),
    handler: async (request, reply) =>
      reply.status(201).send(await invite(db, request.params.id, request.body, request.account!, new Date())),
  });

  app.route({
    ...served('GET /invitations/:token'),
    handler: async (request) => invitationPreview(db, request.params.token, new Date()),
  });

  app.route({
    ...served('POST /invitations/:token/accept'),
    handler: async (request) =>
      db.transaction((tx) => takeInvitation(tx, request.params.token, request.account!, new Date())),
  });

  app.route({
    ...served('DELETE /events/:id/staff/:accountId'),
    handler: async (request, reply) => {
      await db.transaction((tx) =>
        removeStaffMember(tx, request.params.id, request.params.accountId, actorOf(request)),
      );
      return reply.status(204).send(null);
    },
  });
};
