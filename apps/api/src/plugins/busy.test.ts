// A burst of phones as a round goes up waits its turn for the database; past the wait it is told BUSY (503 with
// Retry-After), never a logged 500, and nothing of it is done.
import { createDb } from '@tcg/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../testApp.ts';

describe('a request that finds no database connection within the wait', () => {
  const api = useTestApp();

  it.each([
    ['a read', { method: 'GET', url: '/api/events' }],
    ['a write', { method: 'POST', url: '/api/decks/check', payload: { format: 'modified', list: '' } }],
  ] as const)('%s answers 503 BUSY with Retry-After while another holds the only connection', async (_, request) => {
    const db = createDb(api.database.url, { max: 1, connectWaitMs: 100 });
    const app = await buildApp({ db });
    let release = () => {};
    const holding = db.transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await app.inject(request);
    release();
    await holding;
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'BUSY', message: expect.stringContaining('try again in 5 seconds') });
    expect(answer.headers['retry-after']).toBe('5');
    expect((await app.inject(request)).statusCode).toBe(200);
    await app.close();
    await db.close();
  });
});
