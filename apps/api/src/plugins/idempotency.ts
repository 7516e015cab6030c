// Issue #18: a write sent with an `Idempotency-Key` header is done once; the same key and request within 24 hours get the stored answer.
import { createHash } from 'node:crypto';
import { idempotencyRepository as answers, type Db } from '@tcg/db';
import { AppError, IDEMPOTENCY_WINDOW_MS, idempotentReplay, must } from '@tcg/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the answer to this write is to be stored, when it came with an Idempotency-Key. */
    idempotency: { scope: string; key: string; request: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,200}$/;

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined || !WRITES.has(request.method)) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new AppError('VALIDATION_ERROR', 'headers.Idempotency-Key is 1–200 visible ASCII characters', { field: 'Idempotency-Key' });
  }
  return header;
}

/** Method, route and body as one fingerprint: a key answers only the request it was first sent with. */
const fingerprintOf = (request: FastifyRequest) => createHash('sha256').update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`).digest('hex');

/** Signed-in callers' keys are theirs; anonymous callers' keys belong to their address. */
const scopeOf = (request: FastifyRequest) => (request.account ? `account:${request.account.id}` : `address:${request.ip}`);

export default fp(async function idempotency(app: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const scope = scopeOf(request);
    const fingerprint = fingerprintOf(request);
    const stored = await answers.find(db.prisma, scope, key);
    if (must(idempotentReplay(stored, fingerprint, now().getTime())) === 'fresh') {
      request.idempotency = { scope, key, request: fingerprint };
      return;
    }
    return reply.status(stored!.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(stored!.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    request.idempotency = null;
    try {
      const at = now();
      await answers.save(db.prisma, pending.scope, pending.key, { request: pending.request, status: reply.statusCode, response: payload }, at);
      await answers.prune(db.prisma, new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS));
    } catch (error) {
      request.log.error({ err: error }, 'could not store the answer under its Idempotency-Key');
    }
    return payload;
  });
});
