import type { Db, Tx } from '@tcg/db';
import { testServerUrl } from '@tcg/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { signUp, useTestApp } from '../testApp.ts';

describe('pairing a round is atomic and idempotent; Idempotency-Key on writes (#18)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  afterEach(() => {
    vi.useRealTimers();
  });
  const pair = (eventId: string, key?: string, payload?: object) =>
    api.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/rounds`,
      headers: key ? { 'idempotency-key': key } : {},
      ...(payload ? { payload } : {}),
    });
  const roundsOf = async (eventId: string) => (await kit.ok<unknown[]>('GET', `/api/events/${eventId}/rounds`)).length;
  const pairings = async (eventId: string) =>
    (await kit.audit(eventId)).filter((a) => a.action.startsWith('round.pair')).length;

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
    const first = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { 'idempotency-key': 'edit-1' },
      payload: { firstName: 'Ash' },
    });
    expect(first.statusCode).toBe(200);
    const before = await snapshot(api.database.db.prisma);
    const reused = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { 'idempotency-key': 'edit-1' },
      payload: { firstName: 'Gary' },
    });
    expect([reused.statusCode, reused.json()]).toEqual([
      422,
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' }),
    ]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('covers one request per key: the same key on another event’s pairing is refused, another account’s same key is its own', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    expect((await pair(event.id, 'shared-key')).statusCode).toBe(201);
    const other = await kit.createEvent();
    await kit.registerMany(other.id, 4);
    const elsewhere = await pair(other.id, 'shared-key');
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      422,
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }),
    ]);
    expect(await roundsOf(other.id)).toBe(0);
    const stranger = await signUp(api.app, 'idempotent-stranger@example.test');
    const theirs = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: stranger.cookie, 'idempotency-key': 'shared-key' },
      payload: { name: 'Theirs', format: 'modified' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses a key that is not 1–200 visible characters', async () => {
    const event = await kit.createEvent();
    const answer = await pair(event.id, 'x'.repeat(201));
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'Idempotency-Key' }),
    ]);
  });

  it('stores the answer with the work: a failure after the commit, before the answer went out, leaves it for the retry', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    const base = api.database.db;
    let failAfterCommit = false;
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
    const crashed = await quietApp(failing);
    try {
      failAfterCommit = true;
      const first = await crashed.inject({
        method: 'POST',
        url: `/api/events/${event.id}/rounds`,
        headers: { cookie: api.organizer.cookie, 'idempotency-key': 'crash-1' },
      });
      expect([first.statusCode, first.json<{ code: string }>().code]).toEqual([500, 'INTERNAL_ERROR']);
    } finally {
      await crashed.close();
    }
    const retry = await pair(event.id, 'crash-1');
    expect([retry.statusCode, retry.headers['idempotent-replayed'], retry.json<{ number: number }>().number]).toEqual([
      201,
      'true',
      1,
    ]);
    expect(await roundsOf(event.id)).toBe(1);
    expect(await pairings(event.id)).toBe(1);
  });

  /**
   * The app over `db` with the import jobs' heartbeat (an interval) held still and their start-up sweep finished, so the
   * transactions `db` sees from here on are the requests' own. Real timers come back after each test.
   */
  async function quietApp(db: Db) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let open = 0;
    const counted: Db = { ...db, transaction: (work) => (open++, db.transaction(work).finally(() => open--)) };
    const app = await buildApp({ db: counted });
    await app.inject({ url: '/api/health' });
    // The sweep starts with the app and is not awaited by it: wait until its transaction has ended.
    while (open > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return app;
  }

  /** A latch: `open` lets every waiter through. */
  function latch() {
    let open!: () => void;
    const passed = new Promise<void>((resolve) => (open = resolve));
    return { open, passed };
  }

  /**
   * The app over `base` whose request transactions are held by `gate` (called with each transaction's number, 1 first),
   * so a test decides in which order the first try and its retry reach the database.
   */
  async function gatedApp(gate: (call: number, work: (tx: Tx) => Promise<unknown>) => Promise<unknown>) {
    const base = api.database.db;
    let calls = 0;
    let gating = false;
    const gated: Db = {
      ...base,
      transaction: <T>(work: (tx: Tx) => Promise<T>) =>
        gating ? (gate(++calls, work) as Promise<T>) : base.transaction(work),
    };
    const app = await quietApp(gated);
    gating = true;
    return app;
  }

  const pairAs = (app: Awaited<ReturnType<typeof buildApp>>, eventId: string, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/rounds`,
      headers: { cookie: api.organizer.cookie, 'idempotency-key': key },
    });

  it('answers a retry that found no answer while its first try was in flight 409 IDEMPOTENCY_KEY_IN_FLIGHT, and pairs once', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    const base = api.database.db;
    const firstAtDatabase = latch();
    const retryChecked = latch();
    let firstTry: Promise<LightMyRequestResponse> | null = null;
    let before: Awaited<ReturnType<typeof snapshot>> | null = null;
    // The first try waits to open its transaction until the retry has looked for a stored answer (and found none);
    // the retry opens its own, which claims the key, only once the first try has committed and answered.
    const app = await gatedApp(async (call, work) => {
      if (call === 1) {
        firstAtDatabase.open();
        await retryChecked.passed;
      }
      if (call === 2) {
        retryChecked.open();
        await firstTry;
        before = await snapshot(base.prisma);
      }
      return base.transaction(work);
    });
    try {
      firstTry = pairAs(app, event.id, 'in-flight-1');
      await firstAtDatabase.passed;
      const retry = await pairAs(app, event.id, 'in-flight-1');
      const first = await firstTry;
      expect(first.statusCode).toBe(201);
      expect([retry.statusCode, retry.json()]).toEqual([
        409,
        expect.objectContaining({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT', field: 'Idempotency-Key' }),
      ]);
      expect(await snapshot(base.prisma)).toEqual(before);
      expect(await roundsOf(event.id)).toBe(1);
      expect(await pairings(event.id)).toBe(1);
      const later = await pair(event.id, 'in-flight-1');
      expect([later.statusCode, later.headers['idempotent-replayed'], later.body]).toEqual([201, 'true', first.body]);
    } finally {
      await app.close();
    }
  });

  it.runIf(testServerUrl() !== null)(
    'on PostgreSQL, a retry whose claim waits on the first try’s uncommitted claim gets 409 IDEMPOTENCY_KEY_IN_FLIGHT once it commits',
    async () => {
      const event = await kit.createEvent();
      await kit.registerMany(event.id, 8);
      const base = api.database.db;
      const firstHolds = latch();
      const release = latch();
      // The first try does its work and claims the key, then holds its transaction open until the retry waits on that claim.
      const app = await gatedApp((call, work) =>
        call === 1
          ? base.transaction(async (tx) => {
              const value = await work(tx);
              firstHolds.open();
              await release.passed;
              return value;
            })
          : base.transaction(work),
      );
      try {
        const firstTry = pairAs(app, event.id, 'in-flight-2');
        await firstHolds.passed;
        const retryTry = pairAs(app, event.id, 'in-flight-2');
        await waitForLockWait(base);
        release.open();
        const [first, retry] = await Promise.all([firstTry, retryTry]);
        expect(first.statusCode).toBe(201);
        expect([retry.statusCode, retry.json()]).toEqual([
          409,
          expect.objectContaining({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' }),
        ]);
        expect(await roundsOf(event.id)).toBe(1);
        expect(await pairings(event.id)).toBe(1);
      } finally {
        release.open();
        await app.close();
      }
    },
  );

  it('answers a sign-up (its session written after its transaction) and a 204 discard once each', async () => {
    const payload = { email: 'idempotent-signup@example.test', password: 'correct horse battery', name: 'Once' };
    const signup = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { cookie: '', 'idempotency-key': 'signup-1' },
        payload,
      });
    const [first, retry] = [await signup(), await signup()];
    expect([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(retry.json()).toEqual(first.json());
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(me.statusCode).toBe(200);
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await pair(event.id);
    const discard = () =>
      api.app.inject({
        method: 'DELETE',
        url: `/api/events/${event.id}/rounds/1`,
        headers: { 'idempotency-key': 'discard-1' },
      });
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
    expect(
      answers.every(
        (a) => a.statusCode === 201 || (a.statusCode === 409 && refusals.includes(a.json<{ code: string }>().code)),
      ),
    ).toBe(true);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    expect(await roundsOf(event.id)).toBe(1);
    expect(await pairings(event.id)).toBe(1);
  });
});

/** Waits until a session of this database waits on a row lock (the retry's claim on the first try's uncommitted one). */
async function waitForLockWait({ prisma }: Db): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await prisma.$queryRaw<{ waiting: bigint }[]>`
      SELECT count(*) AS "waiting" FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%IdempotentRequest%'`;
    if (row!.waiting > 0n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the retry never waited on the first try’s claim');
}
