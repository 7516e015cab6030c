// Issue #18: writes per minute, per signed-in account (a venue's staff share one public address) or, signed out, per
// address; counted in the database in fixed one-minute windows, so every API instance counts together.
import { writeCountRepository as counts, type Db } from '@tcg/db';
import { AppError } from '@tcg/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { retryAfter } from '../retryAfter.ts';

export interface WriteLimitOptions {
  /** The app's own, not `requestDb`'s view of it: a count is never part of a request's transaction. */
  db: Db;
  writesPerMinute: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;

const keyOf = (request: FastifyRequest) => (request.account ? `account:${request.account.id}` : `address:${request.ip}`);

/** Registered after `auth`: the key needs `request.account`. */
export default fp(async function writeLimit(app: FastifyInstance, { db, writesPerMinute }: WriteLimitOptions) {
  let prunedAt = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    const prune = windowStart > prunedAt;
    if (prune) prunedAt = windowStart;
    // Counted before the write, in a commit of its own so that a refused write counts too; that commit waits for no
    // sync. The window before stays: another instance's clock may still be in it.
    const writes = await counts.add(db.prisma, keyOf(request), new Date(windowStart), prune ? new Date(windowStart - WINDOW_MS) : null);
    if (writes <= writesPerMinute) return;
    const wait = retryAfter(reply, windowStart + WINDOW_MS - now);
    throw new AppError('TOO_MANY_REQUESTS', `Too many changes from this ${request.account ? 'account' : 'address'}; try again in ${wait}.`);
  });
});
