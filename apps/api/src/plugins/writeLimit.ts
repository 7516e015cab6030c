// Issue #18: writes per minute, per signed-in account (a venue's staff share one public address) or, signed out, per
// address; counted in the database in fixed one-minute windows, so every API instance counts together.
// Issue #32: a player's own actions (a self-report link, a table's judge call) count on a small budget of their own
// (per link, per table), so junk from the venue's shared address never starves the honest players behind it.
import { writeCountRepository as counts, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { retryAfter } from '../retryAfter.ts';

export interface WriteLimitOptions {
  /** The app's own, not `requestDb`'s view of it: a count is never part of a request's transaction. */
  db: Db;
  writesPerMinute: number;
  /** Per self-report link and per table's judge call, signed out (default 10). */
  playerWritesPerMinute?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-out player's write: the budget it counts on (`link:<token>`, `table:<event> <n>`), read once the event's
     * access and the body are checked; `null` (a link the event never signed) counts on the address's budget.
     */
    playerBudget?: (request: FastifyRequest) => string | null | Promise<string | null>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;

const keyOf = (request: FastifyRequest) =>
  request.account ? `account:${request.account.id}` : `address:${request.ip}`;

/** Registered after `auth`: the key needs `request.account`. */
const playerBudgetOf = (request: FastifyRequest) =>
  request.account ? undefined : request.routeOptions.config.playerBudget;

export default fp(async function writeLimit(
  app: FastifyInstance,
  { db, writesPerMinute, playerWritesPerMinute = 10 }: WriteLimitOptions,
) {
  let prunedAt = 0;
  async function count(key: string, limit: number, what: string, reply: FastifyReply) {
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    const prune = windowStart > prunedAt;
    if (prune) prunedAt = windowStart;
    // Counted before the write, in a commit of its own so that a refused write counts too; that commit waits for no
    // sync. The window before stays: another instance's clock may still be in it.
    const writes = await counts.add(
      db.prisma,
      key,
      new Date(windowStart),
      prune ? new Date(windowStart - WINDOW_MS) : null,
    );
    if (writes <= limit) return;
    const wait = retryAfter(reply, windowStart + WINDOW_MS - now);
    throw new AppError('TOO_MANY_REQUESTS', `Too many changes from this ${what}; try again in ${wait}.`);
  }
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || playerBudgetOf(request)) return;
    await count(keyOf(request), writesPerMinute, request.account ? 'account' : 'address', reply);
  });
  // A player's write is counted once the event is known to exist and the body (the table) is valid, before the
  // handler: made-up events, tables and links cannot open budgets of their own.
  app.addHook('preHandler', async (request, reply) => {
    const budget = WRITES.has(request.method) ? playerBudgetOf(request) : undefined;
    if (!budget) return;
    const key = await budget(request);
    if (key === null) await count(keyOf(request), writesPerMinute, 'address', reply);
    else await count(key, playerWritesPerMinute, key.startsWith('link:') ? 'result link' : 'table', reply);
  });
});
