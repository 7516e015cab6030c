// Writes per key and minute (#18): one row per key and window, counted up in one statement so instances never lose a write.
import type { Tx } from './transaction.ts';

export const writeCountRepository = {
  /**
   * This transaction commits without waiting for the disk (synchronous_commit off): a count lost to a power cut costs
   * nothing, and the next commit that waits, such as the write's own, syncs it too (the log is written in order).
   * Only for a transaction that counts and does nothing else.
   */
  async commitUnsynced(tx: Tx): Promise<void> {
    await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
  },

  /** Counts a write under the key in the window starting at `windowStart`; answers the window's writes, this one included. */
  async add(tx: Tx, key: string, windowStart: Date): Promise<number> {
    const [row] = await tx.$queryRaw<{ writes: number }[]>`
      INSERT INTO "WriteCount" ("key", "windowStart", "writes") VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "writes" = "WriteCount"."writes" + 1
      RETURNING "writes"`;
    return row!.writes;
  },

  /** Forgets the windows that started before `before`. */
  async prune(tx: Tx, before: Date): Promise<void> {
    await tx.writeCount.deleteMany({ where: { windowStart: { lt: before } } });
  },
};
