// Answers stored under a caller's Idempotency-Key, so a retried write is answered without being done twice.
import { randomUUID } from 'node:crypto';
import type { StoredAnswer } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

export interface IdempotentAnswer extends StoredAnswer {
  status: number;
  response: string;
}

/** The key a write claims: its caller's scope, the key and the request's fingerprint. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  request: string;
}

export const idempotencyRepository = {
  async find(tx: Tx, scope: string, key: string): Promise<IdempotentAnswer | null> {
    const row = await tx.idempotentRequest.findUnique({ where: { scope_key: { scope, key } } });
    return row && { request: row.request, at: row.createdAt.getTime(), status: row.status, response: row.response };
  },

  /**
   * Takes the key for this transaction (a row without an answer yet, which `answer` fills before the commit): true
   * unless another request holds it. A transaction still holding it makes this one wait for its commit or rollback;
   * an answer stored before `expiredBefore` is taken over.
   */
  async claim(tx: Tx, { scope, key, request }: IdempotencyClaim, at: Date, expiredBefore: Date): Promise<boolean> {
    const taken = await tx.$queryRaw<unknown[]>`
      INSERT INTO "IdempotentRequest" ("id", "scope", "key", "request", "status", "response", "createdAt")
      VALUES (${randomUUID()}::uuid, ${scope}, ${key}, ${request}, 0, '', ${at}::timestamptz)
      ON CONFLICT ("scope", "key") DO UPDATE SET "request" = EXCLUDED."request", "status" = 0, "response" = '', "createdAt" = EXCLUDED."createdAt"
      WHERE "IdempotentRequest"."createdAt" < ${expiredBefore}::timestamptz
      RETURNING "id"`;
    return taken.length === 1;
  },

  /** Stores the answer under the key this transaction claimed. */
  async answer(
    tx: Tx,
    { scope, key }: IdempotencyClaim,
    answer: Pick<IdempotentAnswer, 'status' | 'response'>,
  ): Promise<void> {
    await tx.idempotentRequest.update({ where: { scope_key: { scope, key } }, data: answer });
  },

  /** Forgets answers older than `before`. */
  async prune(tx: Tx, before: Date): Promise<void> {
    await tx.idempotentRequest.deleteMany({ where: { createdAt: { lt: before } } });
  },
};
