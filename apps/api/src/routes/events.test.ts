import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Events through the API', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('lets the organizer override the recommended rounds, and best-of-N only before round 1 (211)', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 3);
    const shown = await kit.ok<{ rounds: number | null; recommendedRounds: { rounds: number } }>(
      'GET',
      `/api/events/${event.id}`,
    );
    expect(shown).toMatchObject({ rounds: null, recommendedRounds: { rounds: 2 } });
    expect(await kit.ok('PATCH', `/api/events/${event.id}`, { rounds: 3, bestOf: 3 })).toMatchObject({
      rounds: 3,
      bestOf: 3,
    });
    await kit.pair(event.id);
    const before = await snapshot(api.database.db.prisma);
    const locked = await kit.call('PATCH', `/api/events/${event.id}`, { bestOf: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'BEST_OF_LOCKED', section: '211' });
    const tooFew = await kit.call('PATCH', `/api/events/${event.id}`, { rounds: 0 });
    expect(tooFew.body).toMatchObject({ code: 'OUT_OF_RANGE', field: 'rounds' });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    expect((await kit.audit(event.id)).map((a) => a.action)).toContain('event.update');
  });

  it('gives each event a short address a player types in any letter case; a private one only for its staff (#31)', async () => {
    const event = await kit.ok<{ id: string; shortCode: string }>('POST', '/api/events', {
      name: 'Short Cup',
      format: 'modified',
    });
    const other = await kit.createEvent();
    expect(event.shortCode).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect((await kit.ok<{ shortCode: string }>('GET', `/api/events/${other.id}`)).shortCode).not.toBe(event.shortCode);
    const typed = ` ${event.shortCode.toLowerCase().slice(0, 2)}-${event.shortCode.slice(2)}`;
    const found = await api.app.inject({
      method: 'GET',
      url: `/api/e/${encodeURIComponent(typed)}`,
      headers: { cookie: '' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: event.id, name: 'Short Cup', shortCode: event.shortCode });
    for (const code of ['ZZ0Z', 'K7P', 'not-a-code']) {
      const missing = await api.app.inject({ method: 'GET', url: `/api/e/${code}` });
      expect(missing.statusCode, code).toBe(404);
      expect(missing.json(), code).toMatchObject({
        code: 'EVENT_NOT_FOUND',
        message: `No event with the short code ${code}.`,
      });
    }
    await kit.ok('PATCH', `/api/events/${event.id}`, { private: true });
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/e/${event.shortCode}`, headers: { cookie: '' } })).statusCode,
    ).toBe(404);
    expect((await kit.ok<{ id: string }>('GET', `/api/e/${event.shortCode}`)).id).toBe(event.id);
  });

  it('documents every Swiss route in the OpenAPI document', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: object }>>;
    }>();
    for (const path of [
      '/api/events/{id}/players',
      '/api/events/{id}/rounds',
      '/api/events/{id}/rounds/{n}',
      '/api/events/{id}/rounds/{n}/publish',
      '/api/matches/{id}/result',
      '/api/events/{id}/standings',
      '/api/events/{id}/audit',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
      for (const operation of Object.values(doc.paths[path]!))
        expect(
          Object.keys(operation.responses).filter((code) => code.startsWith('2')),
          path,
        ).toHaveLength(1);
    }
  });
});
