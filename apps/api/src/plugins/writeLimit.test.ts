import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { signUp, useTestApp, type SignedIn, type TestApi } from '../testApp.ts';

const check = { method: 'POST', url: '/api/decks/check', payload: { format: 'modified', list: '' } } as const;
/** Each test in a one-minute window of its own, a second into it: the clock stands still unless a test moves it. */
let minute = Math.floor(Date.now() / 60_000) + 1;

describe('write limit (#18)', () => {
  const api = useTestApp({ writesPerMinute: 2 });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minute++ * 60_000 + 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const write = (remoteAddress: string, who: SignedIn | null, app: TestApi = api.app) => app.inject({ ...check, remoteAddress, headers: { cookie: who?.cookie ?? '' } });

  it('counts signed-out writes per address; reads are not counted', async () => {
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
    const third = await write('10.3.0.1', null);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many changes from this address; try again in 59 seconds.' });
    expect(third.headers['retry-after']).toBe('59');
    expect((await api.app.inject({ url: '/api/sets', remoteAddress: '10.3.0.1', headers: { cookie: '' } })).statusCode).toBe(200);
    expect((await write('10.3.0.2', null)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
  });

  it('counts signed-in staff per account: two accounts behind one venue address each have their own limit', async () => {
    const judge = await signUp(api.app, 'judge@example.test');
    for (let i = 0; i < 2; i++) expect((await write('10.7.0.1', api.organizer)).statusCode).toBe(200);
    expect((await write('10.7.0.1', api.organizer)).json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('from this account') });
    expect((await write('10.7.0.1', judge)).statusCode).toBe(200);
    expect((await write('10.7.0.1', null)).statusCode).toBe(200);
  });

  it('every API instance on the database counts together', async () => {
    const other = await buildApp({ db: api.database.db, writesPerMinute: 2 });
    expect((await write('10.8.0.1', null)).statusCode).toBe(200);
    expect((await write('10.8.0.1', null, other)).statusCode).toBe(200);
    expect((await write('10.8.0.1', null, other)).statusCode).toBe(429);
    await other.close();
  });

  it('believes X-Forwarded-For only from the proxy TRUST_PROXY names, so a rotated header does not reset the limit', async () => {
    const limited = await buildApp({ db: api.database.db, writesPerMinute: 1, trustProxy: ['10.9.0.2'] });
    const send = (from: string, forwardedFor: string) => limited.inject({ ...check, remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await send('10.3.0.9', '203.0.113.1')).statusCode).toBe(200);
    // Another private address is not the proxy: its header is ignored and the limit holds.
    expect((await send('10.3.0.9', '203.0.113.2')).statusCode).toBe(429);
    // Through the proxy each client is counted on its own.
    expect((await send('10.9.0.2', '203.0.113.3')).statusCode).toBe(200);
    expect((await send('10.9.0.2', '203.0.113.4')).statusCode).toBe(200);
    expect((await send('10.9.0.2', '203.0.113.4')).statusCode).toBe(429);
    await limited.close();
  });
});
