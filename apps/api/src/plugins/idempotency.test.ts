import type { Db } from '@tcg/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { snapshot, swissKit } from '../swissTestKit.ts';
import { signUp, useTestApp } from '../testApp.ts';

describe('pairing a round is atomic and idempotent; Idempotency-Key on writes (#18)', () => {
  const api = useTestApp();
  const kit = swissKit(() => api.app);
  const pair = (eventId: string, key?: string, payload?: object) =>
    api.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds`, headers: key ? { 'idempotency-key': key } : {}, ...(payload ? { payload } : {}) });
  const roundsOf = async (eventId: string) => (await kit.ok<unknown[]>('GET', `/api/events/${eventId}/rounds`)).length;
  const pairings = async (eventId: string) => (await kit.audit(eventId)).filter((a) => a.action.startsWith('round.pair')).length;

  it('answers a retried pairing with the same key from the stored answer, without pairing again', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    const first = await pair(event.id, 'pair-round-1');
    const retry = await pair(event.id, 'pair-round-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await roundsOf(event.id)).toBe(1);
    expect(await pairings(event.id)).toBe(1);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 4);
    const url = `/api/events/${event.id}/players/${player!.id}`;
    const first = await api.app.inject({ method: 'PATCH', url, headers: { 'idempotency-key': 'edit-1' }, payload: { firstName: 'Ash' } });
    expect(first.statusCode).toBe(200);
    const before = await snapshot(api.database.db.prisma);
    const reused = await api.app.inject({ method: 'PATCH', url, headers: { 'idempotency-key': 'edit-1' }, payload: { firstName: 'Gary' } });
    expect([reused.statusCode, reused.json()]).toEqual([422, expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' })]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('covers one request per key: the same key on another event’s pairing is refused, another account’s same key is its own', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    expect((await pair(event.id, 'shared-key')).statusCode).toBe(201);
    const other = await kit.createEvent();
    await kit.registerMany(other.id, 4);
    const elsewhere = await pair(other.id, 'shared-key');
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([422, expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' })]);
    expect(await roundsOf(other.id)).toBe(0);
    const stranger = await signUp(api.app, 'idempotent-stranger@example.test');
    const theirs = (await api.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: stranger.cookie, 'idempotency-key': 'shared-key' }, payload: { name: 'Theirs', format: 'modified' } }));
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses a key that is not 1–200 visible characters', async () => {
    const event = await kit.createEvent();
    const answer = await pair(event.id, 'x'.repeat(201));
    expect([answer.statusCode, answer.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'Idempotency-Key' })]);
  });

  it('stores the answer with the work: a failure after the commit, before the answer went out, leaves it for the retry', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    const base = api.database.db;
    let failAfterCommit = true;
    const failing: Db = {
      ...base,
      async transaction(work) {
        const value = await base.transaction(work);
        if (failAfterCommit) {
          failAfterCommit = false;
          throw new Error('the process died after the commit');
        }
        return value;
      },
    };
    const crashed = await buildApp({ db: failing });
    try {
      const first = await crashed.inject({ method: 'POST', url: `/api/events/${event.id}/rounds`, headers: { cookie: api.organizer.cookie, 'idempotency-key': 'crash-1' } });
      expect([first.statusCode, first.json<{ code: string }>().code]).toEqual([500, 'INTERNAL_ERROR']);
    } finally {
      await crashed.close();
    }
    const retry = await pair(event.id, 'crash-1');
    expect([retry.statusCode, retry.headers['idempotent-replayed'], retry.json<{ number: number }>().number]).toEqual([201, 'true', 1]);
    expect(await roundsOf(event.id)).toBe(1);
    expect(await pairings(event.id)).toBe(1);
  });

  it('answers a sign-up (its session written after its transaction) and a 204 discard once each', async () => {
    const payload = { email: 'idempotent-signup@example.test', password: 'correct horse battery', name: 'Once' };
    const signup = () => api.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { cookie: '', 'idempotency-key': 'signup-1' }, payload });
    const [first, retry] = [await signup(), await signup()];
    expect([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(retry.json()).toEqual(first.json());
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(me.statusCode).toBe(200);
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await pair(event.id);
    const discard = () => api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/rounds/1`, headers: { 'idempotency-key': 'discard-1' } });
    expect([(await discard()).statusCode, (await discard()).statusCode]).toEqual([204, 204]);
    expect(await roundsOf(event.id)).toBe(0);
  });

  it.each([
    ['a double click (no key)', [undefined, undefined]],
    ['two organizers at once', [undefined, undefined, undefined]],
    ['a retry racing its first try (same key)', ['race', 'race']],
  ] as const)('creates exactly one round on %s; the others get the same round or 409', async (_, keys) => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    const answers = await Promise.all(keys.map((key) => pair(event.id, key)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refusals = ['ROUND_NOT_PUBLISHED', 'IDEMPOTENCY_KEY_IN_FLIGHT'];
    expect(answers.every((a) => a.statusCode === 201 || (a.statusCode === 409 && refusals.includes(a.json<{ code: string }>().code)))).toBe(true);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    expect(await roundsOf(event.id)).toBe(1);
    expect(await pairings(event.id)).toBe(1);
  });
});
