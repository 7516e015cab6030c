import { createDb } from '@tcg/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { useTestApp } from './testApp.ts';

describe('API', () => {
  const api = useTestApp();

  const eventCount = () => api.database.db.prisma.event.count();
  const post = (payload: unknown) => api.app.inject({ method: 'POST', url: '/api/events', payload: payload as object });

  it('answers health with the database reachable', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers the address phones use: none set, the address the page was opened at', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({ publicUrl: null, lanUrls: [] });
  });

  it('creates an event (201 with its id) and lists it', async () => {
    const response = await post({
      name: 'City Championship',
      format: 'modified',
      bestOf: 1,
      scoring: { policy: 'dci2003', alternateScoring: true },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      name: 'City Championship',
      format: 'modified',
      bestOf: 1,
      roundMinutes: 30,
      status: 'registration',
      scoring: { alternateScoring: true },
    });
    const list = await api.app.inject({ method: 'GET', url: '/api/events' });
    expect(list.json()).toContainEqual({
      ...created,
      phase: { phase: 'registration', label: 'Registration open', registrationOpen: true },
    });
    const one = await api.app.inject({ method: 'GET', url: `/api/events/${created.id}` });
    expect(one.json()).toEqual(created);
  });

  it.each([
    [{ format: 'modified' }, 'VALIDATION_ERROR', 'name'],
    [{ name: 'x', format: 'modified', bestOf: 'three' }, 'VALIDATION_ERROR', 'bestOf'],
    [{ name: 'x', format: 'modified', venue: 'Hall' }, 'VALIDATION_ERROR', 'venue'],
    [{ name: 'x', format: 'modified', bestOf: 6 }, 'INVALID_BEST_OF', 'bestOf'],
    [{ name: 'x', format: 'standard' }, 'UNKNOWN_FORMAT', 'format'],
  ])('answers 400 for %j naming the field and stores nothing', async (payload, code, field) => {
    const before = await eventCount();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(await eventCount()).toBe(before);
  });

  it('gives the floor-rules section with a rule error', async () => {
    const response = await post({ name: 'x', format: 'modified', bestOf: 7 });
    expect(response.json()).toEqual({
      code: 'INVALID_BEST_OF',
      section: '211',
      field: 'bestOf',
      message: 'A match is best of 1, 3 or 5 games, or a fixed 2 or 4 games, not 7.',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });

  it('keeps the types of a JSON body (`bestOf: true` is not 1) and still reads numbers in paths', async () => {
    const before = await eventCount();
    const truthy = await post({ name: 'Coerced', format: 'modified', bestOf: true });
    expect([truthy.statusCode, truthy.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'bestOf' }),
    ]);
    expect(await eventCount()).toBe(before);
    const event = (await post({ name: 'Typed', format: 'modified' })).json<{ id: string }>();
    expect((await api.app.inject({ url: `/api/events/${event.id}/rounds/1` })).json()).toMatchObject({
      code: 'ROUND_NOT_FOUND',
    });
  });

  it('answers 413 for a body over the size limit', async () => {
    const before = await eventCount();
    const response = await post({ name: 'x'.repeat(1_100_000), format: 'modified' });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
    expect(await eventCount()).toBe(before);
  });

  it('answers a JSON 404 for an unknown route and an unknown event', async () => {
    const route = await api.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/nowhere' });
    const event = await api.app.inject({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000' });
    expect(event.statusCode).toBe(404);
    expect(event.json().code).toBe('EVENT_NOT_FOUND');
  });

  it('publishes an OpenAPI document listing every route, and a docs page', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/events', '/api/events/{id}']),
    );
    expect(document.paths['/api/events'].post.responses['201']).toBeDefined();
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('Swagger UI');
  });
});

describe('API without its database', () => {
  it('answers health 503 and hides the database error behind a fixed 500', async () => {
    const db = createDb('postgresql://postgres@127.0.0.1:1/nowhere', { max: 1 });
    const logged: string[] = [];
    const app = await buildApp({
      db,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: false });
    const list = await app.inject({ method: 'GET', url: '/api/events' });
    expect(list.statusCode).toBe(500);
    expect(list.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side; the error has been logged.',
    });
    expect(logged.join('')).toContain('unhandled error');
    await app.close();
    await db.close();
  });
});
