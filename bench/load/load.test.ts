// #18: the quick version of `npm run load`, on the database the integration tests run on.
import { buildApp } from '@tcg/api';
import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, verify, type LoadResult } from './run.ts';

const MODES = {
  saturation: {},
  paced: { pace: { phoneIntervalMs: 500, roundMs: 3000, correctionEveryMs: 500 } },
};

describe.each(Object.entries(MODES))('a 64-player round under 20 concurrent clients, %s (#18)', (mode, pace) => {
  let database: TestDatabase;
  let result: LoadResult;
  beforeAll(async () => {
    database = await createTestDatabase();
    result = await runLoad(database, {
      players: 64,
      clients: 20,
      judges: 6,
      headJudges: 2,
      seconds: 3,
      maxSeconds: 60,
      ...pace,
    });
  }, 180_000);
  afterAll(() => database?.close());

  it('enters every table and corrects some with no error, every conflict answered 409 with the stored match', () => {
    expect(result.errors).toEqual([]);
    expect(result.entered).toBe(32);
    expect(result.entries + result.alreadyEntered).toBeGreaterThanOrEqual(32);
    expect(result.corrections).toBeGreaterThan(0);
    if (mode === 'paced') expect(result.offered?.writes).toBeCloseTo(32 / 3 + 2 / 0.5);
  });

  it('stores every table as last acknowledged, and the standings count those results', () => {
    expect(result.lostUpdates).toBe(0);
    expect(result.standingsMismatches).toBe(0);
  });

  it('the check finds a result changed behind the clients’ backs', async () => {
    const app = await buildApp({ db: database.db });
    const changed = result.acknowledged.at(-1)!;
    await database.db.prisma.match.update({ where: { id: changed.id }, data: { version: { increment: 1 } } });
    await expect(
      verify(app, database.db, result.eventId, result.venueTables, result.acknowledged),
    ).resolves.toMatchObject({ lostUpdates: 1 });
    await app.close();
  });
});
