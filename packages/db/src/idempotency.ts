// Answers stored under a caller's Idempotency-Key, so a retried write is answered without being done twice.
import type { StoredAnswer } from '@tcg/domain/shared';
import type { Tx } from './transaction.ts';

export interface IdempotentAnswer extends StoredAnswer {
  status: number;
  response: string;
}

export const idempotencyRepository = {
  async find(tx: Tx, scope: string, key: string): Promise<IdempotentAnswer | null> {
    const row = await tx.idempotentRequest.findUnique({ where: { scope_key: { scope, key } } });
    return row && { request: row.request, at: row.createdAt.getTime(), status: row.status, response: row.response };
  },

  /** Stores (or, after the window, replaces) the answer given under the key. */
  async save(tx: Tx, scope: string, key: string, answer: Omit<IdempotentAnswer, 'at'>, at: Date): Promise<void> {
    const data = { request: answer.request, status: answer.status, response: answer.response, createdAt: at };
    await tx.idempotentRequest.upsert({ where: { scope_key: { scope, key } }, create: { scope, key, ...data }, update: data });
  },

  /** Forgets answers older than `before`. */
  async prune(tx: Tx, before: Date): Promise<void> {
    await tx.idempotentRequest.deleteMany({ where: { createdAt: { lt: before } } });
  },
};
