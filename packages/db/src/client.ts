import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';
import { changeFeed, versionsBumped, type ChangeFeed } from './liveChanges.ts';
import { stateCache, type StateCache } from './stateCache.ts';
import { takeStatesLeft } from './statesLeft.ts';
import { TX_OPTIONS, type Tx } from './transaction.ts';

export type Prisma = PrismaClient;

export interface Db {
  prisma: PrismaClient;
  /** Runs `work` in one transaction: every read, rule check, write and audit entry of a request commits together or not at all. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Answers true when a trivial query succeeds: what /api/health reports. */
  ping(): Promise<boolean>;
  /** Rounds, results and clock changes committed by any process on this database (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  /** Event states this process holds by version: committed transactions leave theirs here (`leavesState`). */
  states: StateCache;
  close(): Promise<void>;
}

export interface DbOptions {
  /** Pool size. The embedded database runs one query at a time, so it wants 1. */
  max?: number;
  /** How long a request waits for a connection; a burst of phones as a round goes up waits its turn (default 30 s, the transaction's own wait). */
  connectWaitMs?: number;
}

/** The only entry with side effects: a connection pool and a Prisma client over it. */
export function createDb(url: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectWaitMs ?? TX_OPTIONS.maxWait,
  });
  // A pool client that errors while idle (server restart) must not crash the process.
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const changes = changeFeed(url, pool);
  const states = stateCache(prisma);
  return {
    prisma,
    changes,
    states,
    async transaction(work) {
      const [result, bumped, left] = await prisma.$transaction(
        async (tx) => [await work(tx), await versionsBumped(tx), takeStatesLeft(tx)] as const,
        TX_OPTIONS,
      );
      for (const { eventId, version } of bumped) {
        changes.remember(eventId, version);
        const state = left.get(eventId);
        if (state) states.keep(eventId, { version, state });
      }
      return result;
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await changes.close();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
