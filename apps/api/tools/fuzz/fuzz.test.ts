import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../src/testApp.ts';
import { fuzz, passed } from './fuzz.ts';

// Issue #18, the quick version of `npm run fuzz`: 1,000 bad requests over every route of the OpenAPI document.
describe('bad input to every route', () => {
  const api = useTestApp({ writesPerMinute: Number.MAX_SAFE_INTEGER });

  it('is refused with a JSON error, never a 5xx, and changes no table', async () => {
    const report = await fuzz(api.app, api.database.db, { seed: 18, requests: 1_000 });
    expect(report.problems).toEqual([]);
    expect(report.requests).toBe(1_000);
    expect(passed(report)).toBe(true);
    expect(report.statuses[400]).toBeGreaterThan(200);
  }, 300_000);
});
