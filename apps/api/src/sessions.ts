// Issue #7: server-side sessions. The cookie holds a random token; the database keeps only its SHA-256, so a leaked
// table opens no session. A new token at every sign-in.
import { accountRepository as accounts, type Db } from '@tcg/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '@tcg/contract';
import { isToken, newToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'tcg_session';
const DAY_MS = 86_400_000;

/** HTTPS directly or behind the web app's proxy: then the cookie is Secure. */
const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

export function sessionStore(db: Db, sessionDays: number) {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: overHttps(request),
  });

  return {
    async accountOf(request: FastifyRequest): Promise<SignedIn | null> {
      const token = request.cookies[SESSION_COOKIE];
      return isToken(token) ? accounts.sessionAccount(db.prisma, sha256(token), new Date()) : null;
    },

    /** Ends the session the request came with, if any, and starts a new one. */
    async open(request: FastifyRequest, reply: FastifyReply, account: SignedIn): Promise<void> {
      await this.close(request, reply);
      const token = newToken();
      const expiresAt = new Date(Date.now() + sessionDays * DAY_MS);
      await accounts.startSession(db.prisma, sha256(token), account.id, expiresAt);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
    },

    /** Signs the account out of every device, this one included. */
    async closeAll(request: FastifyRequest, reply: FastifyReply, account: SignedIn): Promise<void> {
      await accounts.endAllSessions(db.prisma, account.id);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    },

    async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (isToken(token)) await accounts.endSession(db.prisma, sha256(token));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
