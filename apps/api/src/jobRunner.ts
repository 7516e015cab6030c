// #32: long work (imports) runs as jobs in the API process, one at a time, in bounded transactions, so a 4,500-player
// import never holds the database (or the embedded database's one connection) for more than one short transaction.
// The request answers 202 at once; the owner polls GET /api/jobs/:id.
import {
  boundedTransactions,
  jobRepository,
  type BoundedTransactions,
  type Db,
  type ImportProgress,
  type JobError,
  type JobRecord,
  type Tx,
} from '@tcg/db';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import type { FastifyBaseLogger } from 'fastify';

/** What a job's work may call besides its transaction client: the import's progress, as the JSON import reports it. */
export type ImportSteps = ImportProgress;

export interface JobSpec {
  kind: 'import.tdf' | 'import.event';
  /** Work units the job counts progress in, as far as known before it starts. */
  total: number;
  /** The work, on `tx` (bounded transactions); answers the job's result and the imported event's privacy. */
  run(tx: Tx, steps: ImportSteps): Promise<{ result: { eventId: string; warnings: unknown[] }; eventPrivate: boolean }>;
}

export interface JobLimits {
  /** Jobs an account may have queued or running at once. */
  perAccount: number;
  /** Jobs waiting behind the running one, over every account. */
  queued: number;
  /** How long one of a job's transactions may run before it commits and lets waiting requests in. */
  transactionMs: number;
}

export const JOB_LIMITS: JobLimits = { perAccount: 1, queued: 8, transactionMs: 25 };
/** A job's process writes its heartbeat this often; a job not heard from for STALE_MS is one whose process stopped. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 30_000;

const interrupted = (): JobError => ({
  code: 'JOB_INTERRUPTED',
  message: 'The server stopped while the import ran: nothing of it was kept. Send the file again.',
});
const limit = (why: string) =>
  new AppError('JOB_LIMIT', `${why}: wait for it to finish (GET /api/jobs/:id), then send the file again.`);

/** A failed job's error in the API's vocabulary; anything else is logged and answered as INTERNAL_ERROR. */
function jobErrorOf(error: unknown, log: FastifyBaseLogger): JobError {
  if (error instanceof RuleViolation) return { ...error.error };
  if (error instanceof AppError) return { ...error.details, code: error.code, message: error.message };
  log.error({ err: error }, 'job failed');
  return {
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side; the error has been logged. Nothing of the import was kept.',
  };
}

export interface JobRunner {
  /** Queues the job for `ownerId` (JOB_LIMIT when the account has one unfinished, or the queue is full). */
  submit(ownerId: string, spec: JobSpec): Promise<JobRecord>;
  get(id: string, ownerId: string): Promise<JobRecord | null>;
  /** Resolves once no job is queued or running (tests, benchmarks). */
  idle(): Promise<void>;
  /** Stops: queued jobs fail, the running one stops at its next statement and fails, its writes removed. */
  close(): Promise<void>;
}

export function jobRunner(db: Db, log: FastifyBaseLogger, limits: JobLimits = JOB_LIMITS): JobRunner {
  const queue: { id: string; spec: JobSpec }[] = [];
  let running: { id: string; bounded: BoundedTransactions } | null = null;
  let loop: Promise<void> = Promise.resolve();
  let draining = false;
  let closed = false;

  /** A job that did not finish: its partial event goes in short pieces, then the job is failed with the rest (#32). */
  async function fail(id: string, error: JobError): Promise<void> {
    while (await db.transaction((tx) => jobRepository.removePiece(tx, id)));
    await db.transaction((tx) => jobRepository.fail(tx, id, error));
  }
  async function sweep(): Promise<void> {
    for (const id of await db.transaction((tx) => jobRepository.stale(tx, new Date(Date.now() - STALE_MS))))
      await fail(id, interrupted());
  }
  const beat = () =>
    db.transaction((tx) => jobRepository.beat(tx, [...(running ? [running.id] : []), ...queue.map((q) => q.id)]));
  const timer = setInterval(
    () =>
      void Promise.all([beat(), sweep()]).catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed')),
    HEARTBEAT_MS,
  );
  timer.unref();
  void sweep().catch((error: unknown) => log.warn({ err: error }, 'job sweep failed'));

  async function runOne(id: string, spec: JobSpec): Promise<void> {
    const bounded = boundedTransactions(db, limits.transactionMs);
    running = { id, bounded };
    let reported = 0;
    const steps: ImportSteps = {
      async created(eventId, formatIds = []) {
        await jobRepository.hideEvent(bounded.tx, id, eventId, formatIds);
        bounded.release();
      },
      async progress(done, total) {
        if (Date.now() - reported < 250 && done < total) return;
        reported = Date.now();
        await jobRepository.progress(bounded.tx, id, done, total);
      },
    };
    try {
      await db.transaction((tx) => jobRepository.start(tx, id));
      // Nothing commits before the event is hidden: the event and what hides it land together.
      bounded.hold();
      const { result, eventPrivate } = await spec.run(bounded.tx, steps);
      await bounded.commit();
      await db.transaction((tx) => jobRepository.succeed(tx, id, eventPrivate, result as never));
    } catch (error) {
      await bounded.rollback().catch(() => {});
      await fail(id, closed ? interrupted() : jobErrorOf(error, log)).catch((e: unknown) =>
        log.error({ err: e }, 'job failure not recorded'),
      );
    } finally {
      running = null;
    }
  }

  /** Runs the queue to its end; `draining` turns false in the same turn as the last look at the queue, so no job is left behind. */
  async function drain(): Promise<void> {
    for (;;) {
      const next = closed ? undefined : queue.shift();
      if (!next) return void (draining = false);
      await runOne(next.id, next.spec);
    }
  }

  return {
    async submit(ownerId, spec) {
      if (closed) throw limit('The server is stopping');
      if (queue.length >= limits.queued) throw limit(`${limits.queued} imports are waiting already`);
      const job = await db.transaction(async (tx) => {
        if ((await jobRepository.unfinishedOf(tx, ownerId)) >= limits.perAccount)
          throw limit('An import of this account is still running (one at a time)');
        return jobRepository.create(tx, ownerId, spec.kind, spec.total);
      });
      queue.push({ id: job.id, spec });
      if (!draining) {
        draining = true;
        loop = drain();
      }
      return job;
    },
    get: (id, ownerId) => db.transaction((tx) => jobRepository.get(tx, id, ownerId)),
    async idle() {
      while (draining) await loop;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      running?.bounded.abort(new AppError('JOB_INTERRUPTED', interrupted().message));
      await loop;
      for (const { id } of queue.splice(0)) await fail(id, interrupted()).catch(() => {});
    },
  };
}
