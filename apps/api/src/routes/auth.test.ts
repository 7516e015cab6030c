import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { TestApi } from '../testApp.ts';

const password = 'a long venue password';

describe('accounts and sessions (#7)', () => {
  let database: TestDatabase;
  let app: TestApi;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, sessionDays: 2 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const cookieOf = (response: { headers: { 'set-cookie'?: string | string[] | number } }) =>
    String([response.headers['set-cookie']].flat()[0] ?? '');

  it('first run: set-up creates the first organizer, who adopts the events nobody owns; then it is closed', async () => {
    expect((await app.inject({ url: '/api/auth/setup' })).json()).toEqual({ needed: true });
    const orphan = await database.db.prisma.event.create({ data: { name: 'Before accounts', format: 'modified' } });
    expect(
      (await post('/api/auth/setup', { email: 'Venue@Example.test', password: 'too short', name: 'Venue' })).json(),
    ).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
    const setup = await post('/api/auth/setup', { email: 'Venue@Example.test', password, name: 'Venue' });
    expect(setup.statusCode).toBe(201);
    expect(setup.json()).toEqual({ account: { id: expect.any(String), email: 'venue@example.test', name: 'Venue' } });
    expect(cookieOf(setup)).toMatch(/^tcg_session=[\w-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    expect(await database.db.prisma.event.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({
      ownerId: setup.json().account.id,
    });
    expect((await app.inject({ url: '/api/auth/setup' })).json()).toEqual({ needed: false });
    expect(
      (await post('/api/auth/setup', { email: 'again@example.test', password, name: 'Again' })).json(),
    ).toMatchObject({ code: 'SETUP_DONE' });
    const stored = await database.db.prisma.account.findUniqueOrThrow({ where: { email: 'venue@example.test' } });
    expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('sign-up refuses a taken email without saying so; the session cookie is Secure behind HTTPS and lasts SESSION_DAYS', async () => {
    const taken = await post('/api/auth/signup', { email: 'VENUE@example.test', password, name: 'Copy' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      code: 'SIGNUP_REFUSED',
      message: 'Could not create an account with these details.',
    });
    const created = await post(
      '/api/auth/signup',
      { email: 'judge@example.test', password, name: 'Judge' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(created.statusCode).toBe(201);
    expect(cookieOf(created)).toContain('; Secure');
    const session = await database.db.prisma.session.findFirstOrThrow({
      where: { account: { email: 'judge@example.test' } },
    });
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    expect(cookieOf(created)).not.toContain(session.id);
  });

  it('login: a new session each time; a wrong password and an unknown email get the same 401', async () => {
    const first = await post('/api/auth/login', { email: 'judge@example.test', password });
    const second = await post(
      '/api/auth/login',
      { email: 'judge@example.test', password },
      { cookie: cookieOf(first).split(';')[0]! },
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(first).split(';')[0]! } })).statusCode,
    ).toBe(401);
    const wrong = await post('/api/auth/login', { email: 'judge@example.test', password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.test', password });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email or password is wrong.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = cookieOf(await post('/api/auth/login', { email: 'judge@example.test', password })).split(';')[0]!;
    const out = await post('/api/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(/^tcg_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toEqual({
      code: 'NOT_SIGNED_IN',
      message: 'Sign in to do this.',
    });
  });

  it('signing out everywhere ends every session of the account, and only of that account', async () => {
    const login = async (email: string) => cookieOf(await post('/api/auth/login', { email, password })).split(';')[0]!;
    const [laptop, phone, venue] = [
      await login('judge@example.test'),
      await login('judge@example.test'),
      await login('venue@example.test'),
    ];
    const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } });
    const everywhere = await app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: { cookie: phone } });
    expect(everywhere.statusCode).toBe(204);
    expect(cookieOf(everywhere)).toMatch(/^tcg_session=; /);
    for (const cookie of [laptop, phone]) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(venue)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: { cookie: '' } })).statusCode,
    ).toBe(401);
  });

  // The clock stands still unless a test moves it: a slow machine must not outwait the throttle between two attempts.
  const freezeTime = () => vi.useFakeTimers({ toFake: ['Date'] });
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const attempt = (email: string, pass: string, remoteAddress: string, api = app) =>
    api.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass }, remoteAddress });

  it('a stranger guessing from another address never keeps the owner out (#18)', async () => {
    freezeTime();
    for (let i = 0; i < 5; i++)
      expect((await attempt('venue@example.test', `guess number ${i}`, '10.1.0.1')).statusCode).toBe(401);
    const slowed = await attempt('venue@example.test', password, '10.1.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-ins; try again in 1 second.',
    });
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await attempt('venue@example.test', password, '10.1.0.2')).statusCode).toBe(200);

    for (let i = 0; i < 20; i++)
      expect((await attempt(`nobody${i}@example.test`, 'a wrong password', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('judge@example.test', password, '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt('judge@example.test', password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('each failure past the free ones doubles the wait; a success starts afresh (#18)', async () => {
    freezeTime();
    for (let i = 0; i < 5; i++)
      expect((await attempt('judge@example.test', `guess number ${i}`, '10.4.0.1')).statusCode).toBe(401);
    for (const seconds of [1, 2, 4, 8]) {
      expect((await attempt('judge@example.test', password, '10.4.0.1')).headers['retry-after']).toBe(String(seconds));
      later(seconds);
      expect((await attempt('judge@example.test', 'yet another guess', '10.4.0.1')).statusCode).toBe(401);
    }
    later(15);
    expect((await attempt('judge@example.test', password, '10.4.0.1')).statusCode).toBe(429);
    later(1);
    expect((await attempt('judge@example.test', password, '10.4.0.1')).statusCode).toBe(200);
    expect((await attempt('judge@example.test', 'a typo after all', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt('judge@example.test', password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('guesses sent at once count like one after another (#18)', async () => {
    freezeTime();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt('venue@example.test', `parallel guess ${i}`, '10.6.0.1')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });

  it('the counts are in the database: a new API instance still makes the guesser wait (#18)', async () => {
    freezeTime();
    for (let i = 0; i < 5; i++)
      expect((await attempt('venue@example.test', `guess number ${i}`, '10.5.0.1')).statusCode).toBe(401);
    const restarted = await buildApp({ db: database.db });
    expect((await attempt('venue@example.test', password, '10.5.0.1', restarted)).statusCode).toBe(429);
    await restarted.close();
  });

  it('answers with security headers, a JSON CSP, and CORS only for the app origins', async () => {
    const response = await app.inject({ url: '/api/events', headers: { origin: 'https://evil.example' } });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
