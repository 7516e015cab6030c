import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import { accountRepository as accounts, normalizeEmail, type Db } from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import type { LoginThrottle } from '../loginThrottle.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { retryAfter } from '../retryAfter.ts';
import { setUp, signUp } from '../services/accounts.ts';
import type { SessionStore } from '../sessions.ts';

const invalidCredentials = () =>
  new RuleViolation({ code: 'INVALID_CREDENTIALS', message: 'Email or password is wrong.' });

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
      const email = normalizeEmail(request.body.email);
      const wait = await throttle.attempt(email, request.ip);
      if (wait > 0)
        throw new AppError('TOO_MANY_ATTEMPTS', `Too many failed sign-ins; try again in ${retryAfter(reply, wait)}.`);
      const found = await accounts.credentials(db.prisma, email);
      const matches = await verifyPassword(request.body.password, found?.passwordHash ?? (await decoyHash()));
      if (!found || !matches) throw invalidCredentials();
      await throttle.succeeded(email, request.ip);
      await sessions.open(request, reply, found.account);
      return { account: found.account };
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
