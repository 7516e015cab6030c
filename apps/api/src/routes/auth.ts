import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRepository as accounts, normalizeEmail, type Db } from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import type { LoginThrottle } from '../loginThrottle.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { retryAfter } from '../retryAfter.ts';
import { Account, Credentials, errorResponses, NewAccount } from '@tcg/contract';
import { setUp, signUp } from '../services/accounts.ts';
import type { SessionStore } from '../sessions.ts';

const denied = { 401: Type.Ref('Error') };

const invalidCredentials = () =>
  new RuleViolation({ code: 'INVALID_CREDENTIALS', message: 'Email or password is wrong.' });

export interface AuthOptions {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthOptions> = async (app, { db, sessions, throttle }) => {
  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an organizer account and sign in',
        body: NewAccount,
        response: { 201: Account, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const account = await signUp(db, request.body);
      await sessions.open(request, reply, account);
      return reply.status(201).send({ account });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Sign in: a new session each time; after 5 failures for the account from one address (or 20 from the address) the next attempt waits 1 s, each further failure doubling it up to 15 minutes: 429 until then',
        body: Credentials,
        response: { 200: Account, 400: errorResponses[400], ...denied, 429: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session ends and its cookie is cleared',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await sessions.close(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/sessions',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out of every device: all the account’s sessions end, this one included',
        response: { 204: Type.Null(), ...denied },
      },
    },
    async (request, reply) => {
      await sessions.closeAll(request, reply, request.account!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'account' },
      schema: { tags: ['accounts'], summary: 'The signed-in account', response: { 200: Account, ...denied } },
    },
    async (request) => ({ account: request.account! }),
  );

  app.get(
    '/auth/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Is the first-run set-up needed (no account yet)?',
        response: { 200: Type.Object({ needed: Type.Boolean() }) },
      },
    },
    async () => ({ needed: !(await accounts.any(db.prisma)) }),
  );

  app.post(
    '/auth/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'First run: create the first organizer, who adopts the events nobody owns; 409 once an account exists',
        body: NewAccount,
        response: { 201: Account, 400: errorResponses[400], 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const account = await setUp(db, request.body);
      await sessions.open(request, reply, account);
      return reply.status(201).send({ account });
    },
  );
};
