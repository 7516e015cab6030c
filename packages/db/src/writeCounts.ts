// Writes per key and minute (#18): one row per key and window, counted up in one statement so instances never lose a write.
import type { Tx } from './transaction.ts';

export const writeCountRepository = {
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
