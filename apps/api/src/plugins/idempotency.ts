// Issue #18: a write sent with an `Idempotency-Key` header is done once; the same key and request within 24 hours get the stored answer.
import { createHash } from 'node:crypto';
import { idempotencyRepository as answers, type Db } from '@tcg/db';
import { AppError, IDEMPOTENCY_WINDOW_MS, idempotentReplay, must } from '@tcg/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holding, settle, type IdempotentWrite } from '../idempotentTransaction.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This write's claim on its Idempotency-Key, when it came with one and is not a replay. */
    idempotency: IdempotentWrite | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,200}$/;

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined || !WRITES.has(request.method)) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new AppError('VALIDATION_ERROR', 'headers.Idempotency-Key is 1–200 visible ASCII characters', {
      field: 'Idempotency-Key',
    });
  }
  return header;
}

/** Method, route and body as one fingerprint: a key answers only the request it was first sent with. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/** Signed-in callers' keys are theirs; anonymous callers' keys belong to their address. */
const scopeOf = (request: FastifyRequest) =>
  request.account ? `account:${request.account.id}` : `address:${request.ip}`;

/** `db` is the app's own, not `requestDb`'s view of it: the answer's transaction is managed here. */
export default fp(async function idempotency(
  app: FastifyInstance,
  { db, now = () => new Date() }: { db: Db; now?: () => Date },
) {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const claim = { scope: scopeOf(request), key, request: fingerprintOf(request) };
    const at = now();
    const stored = await answers.find(db.prisma, claim.scope, key);
    if (must(idempotentReplay(stored, claim.request, at.getTime())) === 'fresh') {
      request.idempotency = { claim, at, open: null, settled: false };
      return;
    }
    return reply
      .status(stored!.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored!.response);
  });

  // A callback hook: the handler, which `done` runs, runs inside `holding`, where `requestDb` finds the request.
  app.addHook('preHandler', (request, _reply, done) =>
    request.idempotency ? holding(request.idempotency, done) : done(),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending || pending.settled) return payload;
    const answer =
      reply.statusCode < 500
        ? { status: reply.statusCode, response: typeof payload === 'string' ? payload : '' }
        : null;
    // A failed commit throws: the work is not done either, and the answer becomes a 500.
    if (pending.open) await settle(db, pending, answer);
    else await logged(request, () => settle(db, pending, answer));
    await logged(request, () => answers.prune(db.prisma, new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS)));
    return payload;
  });

  // A request that ended without an answer (the connection dropped) does not keep its transaction open.
  app.addHook('onResponse', async (request) => {
    if (request.idempotency && !request.idempotency.settled) await settle(db, request.idempotency, null);
  });
});

/** What is stored after the work's transaction, if at all (old answers pruned; the answer of a write that opened none): a failure is logged, the answer stands. */
async function logged(request: FastifyRequest, store: () => Promise<void>): Promise<void> {
  try {
    await store();
  } catch (error) {
    request.log.error({ err: error }, 'could not store the answer under its Idempotency-Key');
  }
}
