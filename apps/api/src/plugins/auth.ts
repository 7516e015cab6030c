// Issue #7: the session cookie → `request.account` (null when there is none, it expired, or it is forged).
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedIn } from '@tcg/contract';
import type { SessionStore } from '../sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedIn | null;
  }
}

export default fp(async function auth(app: FastifyInstance, { sessions }: { sessions: SessionStore }) {
  await app.register(cookie);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.account = await sessions.accountOf(request);
  });
});
