// Writes per key and minute (#18): one row per key and window, counted up in one statement so instances never lose a write.
import type { Tx } from './transaction.ts';

export const writeCountRepository = {
  /**
   * Counts a write under the key in the window starting at `windowStart` and answers the window's writes, this one
   * included; forgets the windows that started before `pruneBefore` when given. One statement, committed on its own
   * without waiting for the disk (synchronous_commit off for its transaction): a count lost to a power cut costs
   * nothing, and the next commit that waits, such as the write's own, syncs it too (the log is written in order).
   * Never inside a request's transaction.
   */
  async add(db: Tx, key: string, windowStart: Date, pruneBefore: Date | null): Promise<number> {
    const [row] = await db.$queryRaw<{ writes: number }[]>`
      WITH unsynced AS (SELECT set_config('synchronous_commit', 'off', true)),
           pruned AS (DELETE FROM "WriteCount" WHERE ${pruneBefore}::timestamptz IS NOT NULL AND "windowStart" < ${pruneBefore}::timestamptz)
      INSERT INTO "WriteCount" ("key", "windowStart", "writes") SELECT ${key}, ${windowStart}, 1 FROM unsynced
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "writes" = "WriteCount"."writes" + 1
      RETURNING "writes"`;
    return row!.writes;
  },
};
