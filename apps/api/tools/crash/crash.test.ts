// The quick crash test (#18) on the database this run uses; `npm run crashtest` runs the full one (50 kills on each).
import { createTestDatabase, testServerUrl } from '@tcg/db/testing';
import { describe, expect, it } from 'vitest';
import { runCrashTest, type CrashSummary } from './run.ts';

const KILLS = 10;

async function crashTest(): Promise<CrashSummary> {
  if (testServerUrl() === null) return runCrashTest({ database: 'pglite', kills: KILLS });
  const database = await createTestDatabase();
  try {
    return await runCrashTest({ database: { url: database.url }, kills: KILLS });
  } finally {
    await database.close();
  }
}

describe('the API killed with SIGKILL mid-stream (#18)', () => {
  it(`loses no acknowledged write and half-writes nothing over ${KILLS} kills`, { timeout: 1_800_000 }, async () => {
    const summary = await crashTest();
    expect(summary.lost).toEqual([]);
    expect(summary.partial).toEqual([]);
    expect(summary.kills).toBe(KILLS);
    expect(summary.acknowledged.registrations).toBeGreaterThan(KILLS / 2);
    if (testServerUrl() === null) expect(summary.reusedPidRestarts).toBe(KILLS / 5);
  });
});
