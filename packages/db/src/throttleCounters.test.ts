import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailureRepository as failures } from './loginFailures.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { writeCountRepository as writes } from './writeCounts.ts';

describe('throttle counters (#18)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts writes per key and window, every concurrent write once, and forgets old windows', async () => {
    const minute = new Date('2026-12-22T10:00:00Z');
    const next = new Date('2026-12-22T10:01:00Z');
    const counted = await Promise.all(
      Array.from({ length: 5 }, () => writes.add(database.db.prisma, 'account:a', minute, null)),
    );
    expect(counted.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await writes.add(database.db.prisma, 'account:b', minute, null)).toBe(1);
    expect(await writes.add(database.db.prisma, 'account:a', next, minute)).toBe(1);
    expect(await database.db.prisma.writeCount.count()).toBe(3);
    expect(await writes.add(database.db.prisma, 'account:b', next, next)).toBe(1);
    expect(
      await database.db.prisma.writeCount.findMany({ select: { key: true, writes: true }, orderBy: { key: 'asc' } }),
    ).toEqual([
      { key: 'account:a', writes: 1 },
      { key: 'account:b', writes: 1 },
    ]);
  });

  it('lets one transaction at a time count a key’s failures', async () => {
    const fail = () =>
      database.db.transaction(async (tx) => {
        const count = await failures.lock(tx, 'pair');
        await failures.save(tx, 'pair', { failures: (count?.failures ?? 0) + 1, lastFailureAt: 1_000 });
      });
    await Promise.all([fail(), fail(), fail()]);
    expect(await failures.lock(database.db.prisma, 'pair')).toEqual({ failures: 3, lastFailureAt: 1_000 });
    await failures.takeBack(database.db.prisma, 'pair');
    expect((await failures.lock(database.db.prisma, 'pair'))?.failures).toBe(2);
    await failures.prune(database.db.prisma, new Date(1_001));
    expect(await failures.lock(database.db.prisma, 'pair')).toBeNull();
  });
});
