// Issue #18: a write sent with an Idempotency-Key commits its work and its answer together, so no crash can leave the
// work done and the answer lost (a retry would do it twice). The request's first transaction claims the key and stays
// open until the answer is known; its later transactions, and its direct queries meanwhile, run inside that one.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  idempotencyRepository as answers,
  takeStatesLeft,
  type Db,
  type IdempotencyClaim,
  type IdempotentAnswer,
  type Tx,
} from '@tcg/db';
import { AppError, IDEMPOTENCY_WINDOW_MS, idempotentReplay, must } from '@tcg/domain/shared';

export type Answer = Pick<IdempotentAnswer, 'status' | 'response'>;

/** A write with an Idempotency-Key: its claim on the key and, from its first transaction on, that transaction. */
export interface IdempotentWrite {
  claim: IdempotencyClaim;
  at: Date;
  open: { tx: Tx; answer: (answer: Answer | null) => void; committed: Promise<void> } | null;
  settled: boolean;
}

const current = new AsyncLocalStorage<IdempotentWrite>();
const ANSWERED_5XX = new Error('the request failed: its transaction is rolled back');

/** Runs the rest of the request (`next`: its handler) as `request`. */
export const holding = (request: IdempotentWrite, next: () => void) => current.run(request, next);

const expiredBefore = (at: Date) => new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS);

/** Takes the key, or refuses: 422 when another request holds it, 409 when the same one was answered meanwhile. */
async function claimKey(tx: Tx, { claim, at }: IdempotentWrite): Promise<void> {
  if (await answers.claim(tx, claim, at, expiredBefore(at))) return;
  must(idempotentReplay(await answers.find(tx, claim.scope, claim.key), claim.request, at.getTime()));
  throw new AppError(
    'IDEMPOTENCY_KEY_IN_FLIGHT',
    'A request with this Idempotency-Key was answered meanwhile; nothing was done: send it again for its answer.',
    { field: 'Idempotency-Key' },
  );
}

/** The request's first transaction: claims the key, does the work and hands its result back, then waits for the answer to commit with. */
function opened<T>(db: Db, request: IdempotentWrite, work: (tx: Tx) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let answer: (answer: Answer | null) => void = () => {};
    const answered = new Promise<Answer | null>((settle) => (answer = settle));
    const committed = db.transaction(async (tx) => {
      await claimKey(tx, request);
      const value = await work(tx);
      request.open = { tx, answer, committed };
      resolve(value);
      const final = await answered;
      if (!final) throw ANSWERED_5XX;
      await answers.answer(tx, request.claim, final);
    });
    committed.catch(reject);
  });
}

/** A later transaction of the request: a savepoint, so that it still succeeds or fails as a whole. */
async function step<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  await tx.$executeRaw`SAVEPOINT request_step`;
  try {
    const value = await work(tx);
    await tx.$executeRaw`RELEASE SAVEPOINT request_step`;
    return value;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT request_step`;
    takeStatesLeft(tx);
    throw error;
  }
}

/** `db` as routes see it: inside an idempotent request, its transactions and queries are the request's one transaction. */
export function requestDb(db: Db): Db {
  return {
    ...db,
    get prisma() {
      return (current.getStore()?.open?.tx as Db['prisma'] | undefined) ?? db.prisma;
    },
    transaction<T>(work: (tx: Tx) => Promise<T>) {
      const request = current.getStore();
      if (!request || request.settled) return db.transaction(work);
      return request.open ? step(request.open.tx, work) : opened(db, request, work);
    },
  };
}

/**
 * Stores the answer under the key (null, for a 5xx: nothing, and the work is rolled back): in the request's open
 * transaction, which then commits (a failed commit throws: the work is not done), or alone when it opened none.
 */
export async function settle(db: Db, request: IdempotentWrite, answer: Answer | null): Promise<void> {
  const open = request.open;
  request.settled = true;
  request.open = null;
  if (open) {
    open.answer(answer);
    return answer ? open.committed : open.committed.catch(() => {});
  }
  if (answer)
    await db.transaction(
      async (tx) =>
        (await answers.claim(tx, request.claim, request.at, expiredBefore(request.at))) &&
        answers.answer(tx, request.claim, answer),
    );
}
