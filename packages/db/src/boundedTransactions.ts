// Long work written in short transactions (#32): the work sees one transaction client, and every `budgetMs` the
// transaction under it commits, the work rests as long, and a new one begins behind the requests waiting meanwhile. The embedded
// database runs one transaction at a time, so no request ever waits for more than one short transaction of the work.
// The work must keep what it writes out of sight until it is whole (a job's hidden event) and clear it when it fails.
import type { Db } from './client.ts';
import { TX_OPTIONS, type Tx } from './transaction.ts';

export interface BoundedTransactions {
  /** Stands for a transaction: each statement runs in the current short one. */
  tx: Tx;
  /** No commit until `release` (the statements that must land together, e.g. a row and what hides it). */
  hold(): void;
  release(): void;
  /** Commits what is written so far; the next statement begins a new transaction. */
  commit(): Promise<void>;
  /** Rolls the current transaction back (what earlier ones committed stays: the caller removes it). */
  rollback(): Promise<void>;
  /** Every later statement fails with `reason` (the process is stopping). */
  abort(reason: Error): void;
}

interface Open {
  tx: Tx;
  since: number;
  end: (commit: boolean) => void;
  finished: Promise<unknown>;
}

const ROLLBACK = new Error('rolled back');
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function boundedTransactions(db: Db, budgetMs = 25): BoundedTransactions {
  let open: Open | null = null;
  let pending: Promise<void> | null = null;
  let inflight = 0;
  let held = false;
  let aborted: Error | null = null;

  const begin = () =>
    new Promise<void>((resolve, reject) => {
      let started = false;
      let end: Open['end'] = () => {};
      const gate = new Promise<boolean>((r) => (end = r));
      const finished = db.prisma.$transaction(async (tx) => {
        open = { tx, since: Date.now(), end, finished };
        started = true;
        resolve();
        if (!(await gate)) throw ROLLBACK;
      }, TX_OPTIONS);
      finished.catch((error: unknown) => !started && reject(error instanceof Error ? error : new Error(String(error))));
    });

  async function settle(commit: boolean): Promise<void> {
    const current = open!;
    open = null;
    current.end(commit);
    try {
      await current.finished;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    // The work rests as long as its transaction ran: requests take the connection meanwhile, and the work never has
    // more than half of the database's time (the embedded database runs in this process, one statement at a time).
    await rest(Date.now() - current.since);
  }

  /** The current transaction, counted as in use; a new one when the current has run its budget and nothing uses it. */
  async function acquire(): Promise<Tx> {
    for (;;) {
      if (aborted) throw aborted;
      if (pending) {
        await pending;
        continue;
      }
      if (open && (held || inflight > 0 || Date.now() - open.since < budgetMs)) {
        inflight++;
        return open.tx;
      }
      pending = (open ? settle(true) : begin()).finally(() => (pending = null));
    }
  }

  async function run<T>(statement: (tx: Tx) => Promise<T>): Promise<T> {
    const tx = await acquire();
    try {
      return await statement(tx);
    } finally {
      inflight--;
    }
  }

  const forward =
    (path: string[]) =>
    (...args: unknown[]) =>
      run((tx) => {
        const owner = path.length === 1 ? tx : (tx as unknown as Record<string, Record<string, unknown>>)[path[0]!]!;
        const fn = (owner as Record<string, (...a: unknown[]) => Promise<unknown>>)[path.at(-1)!]!;
        return fn.apply(owner, args);
      });
  const isKey = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then';
  const tx = new Proxy(
    {},
    {
      get: (_, model) =>
        !isKey(model)
          ? undefined
          : model.startsWith('$')
            ? forward([model])
            : new Proxy({}, { get: (__, method) => (isKey(method) ? forward([model, method]) : undefined) }),
    },
  ) as Tx;

  async function finish(commit: boolean): Promise<void> {
    while (pending) await pending;
    if (open) await settle(commit);
  }

  return {
    tx,
    hold: () => (held = true),
    release: () => (held = false),
    commit: () => finish(true),
    rollback: () => finish(false),
    abort: (reason) => (aborted = reason),
  };
}
