import { describe, expect, it } from 'vitest';
import { snapshot } from '../swissTestKit.ts';
import { useTestApp } from '../testApp.ts';
import { jsonDepth, MAX_JSON_DEPTH } from './jsonDepth.ts';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[{"a":[1]}]]', 4],
    ['{"a":"[[[[{{{"}', 1],
    ['{"a":"\\"[[["}', 1],
  ])('%s nests %i deep', (text, depth) => expect(jsonDepth(text)).toBe(depth));
});

// Issue #18: a body nested 100,000 levels deep answered 500 (the stack ran out walking it); it is refused unread.
describe('deeply nested JSON bodies', () => {
  const api = useTestApp();

  it.each([
    ['arrays', `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
    ['objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
  ])('refuses %s nested past the limit, on a route without a body schema too', async (_, payload) => {
    const before = await snapshot(api.database.db.prisma);
    for (const url of ['/api/events', '/api/auth/sessions']) {
      const response = await api.app.inject({ method: url === '/api/events' ? 'POST' : 'DELETE', url, payload, headers: { 'content-type': 'application/json' } });
      expect([response.statusCode, response.json()]).toEqual([400, { code: 'VALIDATION_ERROR', message: `body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.` }]);
    }
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});
