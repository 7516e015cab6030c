import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { accountRepository as accounts, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import type { LoginThrottle } from '../loginThrottle.ts';
import { retryAfter } from '../retryAfter.ts';
import { logIn, setUp, signUp } from '../services/accounts.ts';
import type { SessionStore } from '../sessions.ts';

export interface AuthOptions {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthOptions> = async (app, { db, sessions, throttle }) => {
  app.route({
    ...served('POST /auth/signup'),
    handler: async (request, reply) => {
      const account = await signUp(db, request.body);
      await sessions.open(request, reply, account);
      return reply.status(201).send({ account });
    },
  });

  app.route({
    ...served('POST /auth/login'),
    handler: async (request, reply) => {
      const signedIn = await logIn(db, throttle, request.body, request.ip);
      if ('wait' in signedIn)
        throw new AppError(
          'TOO_MANY_ATTEMPTS',
          `Too many failed sign-ins; try again in ${retryAfter(reply, signedIn.wait)}.`,
        );
      await sessions.open(request, reply, signedIn.account);
      return signedIn;
    },
  });

  app.route({
    ...served('POST /auth/logout'),
    handler: async (request, reply) => {
      await sessions.close(request, reply);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...served('DELETE /auth/sessions'),
    handler: async (request, reply) => {
      await sessions.closeAll(request, reply, request.account!);
      return reply.status(204).send(null);
    },
  });

  app.route({ ...served('GET /auth/me'), handler: async (request) => ({ account: request.account! }) });

  app.route({ ...served('GET /auth/setup'), handler: async () => ({ needed: !(await accounts.any(db.prisma)) }) });

  app.route({
    ...served('POST /auth/setup'),
    handler: async (request, reply) => {
      const account = await setUp(db, request.body);
      await sessions.open(request, reply, account);
      return reply.status(201).send({ account });
    },
  });
};
