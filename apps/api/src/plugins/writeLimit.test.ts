import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { eventKit } from '../eventTestKit.ts';
import { signUp, useTestApp, type SignedIn, type TestApi } from '../testApp.ts';

const check = { method: 'POST', url: '/api/decks/check', payload: { format: 'modified', list: '' } } as const;
let minute = Math.floor(Date.now() / 60_000) + 1;

/** Each test in a one-minute window of its own, a second into it: the clock stands still unless a test moves it. */
function eachTestInAMinuteOfItsOwn() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minute++ * 60_000 + 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('write limit (#18)', () => {
  const api = useTestApp({ writesPerMinute: 2 });
  eachTestInAMinuteOfItsOwn();

  const write = (remoteAddress: string, who: SignedIn | null, app: TestApi = api.app) =>
    app.inject({ ...check, remoteAddress, headers: { cookie: who?.cookie ?? '' } });

  it('counts signed-out writes per address; reads are not counted', async () => {
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
    const third = await write('10.3.0.1', null);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many changes from this address; try again in 59 seconds.',
    });
    expect(third.headers['retry-after']).toBe('59');
    expect(
      (await api.app.inject({ url: '/api/sets', remoteAddress: '10.3.0.1', headers: { cookie: '' } })).statusCode,
    ).toBe(200);
    expect((await write('10.3.0.2', null)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await write('10.3.0.1', null)).statusCode).toBe(200);
  });

  it('counts signed-in staff per account: two accounts behind one venue address each have their own limit', async () => {
    const judge = await signUp(api.app, 'judge@example.test');
    for (let i = 0; i < 2; i++) expect((await write('10.7.0.1', api.organizer)).statusCode).toBe(200);
    expect((await write('10.7.0.1', api.organizer)).json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('from this account'),
    });
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
    const send = (from: string, forwardedFor: string) =>
      limited.inject({ ...check, remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });
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

describe('players’ own budgets: a self-report link and a table’s judge call (issue 32 item 7)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const venue = '10.20.0.1';
  eachTestInAMinuteOfItsOwn();
  const phone = (method: 'POST', url: string, payload: object) =>
    api.app.inject({ method, url, remoteAddress: venue, headers: { cookie: '' }, payload });

  it('310 junk writes from the venue’s address answer 429 past 300, and every player’s report and every table’s call is still answered', async () => {
    const event = await kit.createEvent({ name: 'Shared Wi-Fi Open' });
    await kit.registerMany(event.id, 16);
    await kit.pair(event.id);
    await kit.publish(event.id, 1);
    await kit.ok('PUT', `/api/events/${event.id}/self-reporting`, { enabled: true, confirmMinutes: 5 });
    const { links } = await kit.ok<{ links: { table: number; players: { playerId: string; token: string }[] }[] }>(
      'GET',
      `/api/events/${event.id}/rounds/1/report-links`,
    );

    const junk = [];
    for (let i = 0; i < 310; i++)
      junk.push((await api.app.inject({ ...check, remoteAddress: venue, headers: { cookie: '' } })).statusCode);
    expect(junk.filter((s) => s === 429)).toHaveLength(10);

    for (const link of links) {
      const [a, b] = link.players;
      const called = await phone('POST', `/api/events/${event.id}/judge-calls`, { table: link.table, reason: 'other' });
      expect(called.statusCode, called.body).toBe(201);
      const reported = await phone('POST', `/api/self-report/${a!.token}`, {
        action: 'report',
        games: [{ winner: a!.playerId }],
      });
      expect(reported.statusCode, reported.body).toBe(200);
      const confirmed = await phone('POST', `/api/self-report/${b!.token}`, { action: 'confirm' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    // Junk on one link or one table stops there: its budget is small and its own.
    const [first, second] = links;
    const flood = [];
    for (let i = 0; i < 11; i++)
      flood.push(
        (await phone('POST', `/api/self-report/${first!.players[0]!.token}`, { action: 'confirm' })).statusCode,
      );
    expect(flood.at(-1)).toBe(429);
    expect(
      (await phone('POST', `/api/self-report/${second!.players[0]!.token}`, { action: 'confirm' })).statusCode,
    ).not.toBe(429);
  });

  it('made-up result links count on their address’s budget, not on fresh ones of their own; real links still answer', async () => {
    const event = await kit.createEvent({ name: 'Forged Slips Open' });
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    await kit.publish(event.id, 1);
    await kit.ok('PUT', `/api/events/${event.id}/self-reporting`, { enabled: true, confirmMinutes: 5 });
    const { links } = await kit.ok<{ links: { players: { playerId: string; token: string }[] }[] }>(
      'GET',
      `/api/events/${event.id}/rounds/1/report-links`,
    );
    const real = links[0]!.players[0]!;
    const [matchId, seat] = real.token.split('.');
    const forged = (i: number) =>
      phone('POST', `/api/self-report/${matchId}.${seat}.${String(i).padStart(22, 'x')}`, { action: 'confirm' });
    const answers = [];
    for (let i = 0; i < 301; i++) answers.push((await forged(i)).statusCode);
    expect(answers.slice(0, 300).every((s) => s !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const reported = await phone('POST', `/api/self-report/${real.token}`, {
      action: 'report',
      games: [{ winner: real.playerId }],
    });
    expect(reported.statusCode, reported.body).toBe(200);
  });
});
