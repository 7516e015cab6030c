import { describe, expect, it } from 'vitest';
import { snapshot } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../jsonBody/jsonDepth.ts';
import { readJsonOffThread } from '../offThread/offThread.ts';
import { readJson } from '../jsonBody/readJson.ts';

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
      const response = await api.app.inject({
        method: url === '/api/events' ? 'POST' : 'DELETE',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 'VALIDATION_ERROR', message: `body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.` },
      ]);
    }
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

// #32: a large body is read in a worker thread; what it answers must not depend on where it was read.
describe('a body read off the API’s thread reads as one read on it', () => {
  const rows = (n: number, last: Record<string, unknown> = {}) =>
    Array.from({ length: n }, (_, i) => ({ id: `r${i}`, table: i, name: `Player ${i}`, ...(i === n - 1 ? last : {}) }));
  const outcome = async (read: () => unknown) => {
    try {
      return { value: await read() };
    } catch (error) {
      const { name, message, code, details, statusCode } = error as Error & Record<string, unknown>;
      return { error: { name, message, code, details, statusCode } };
    }
  };

  it.each([
    [
      'an export’s shape, its tables longer than a message',
      JSON.stringify({
        format: 'tcg-event',
        version: 2,
        event: { name: 'Big' },
        matches: rows(2_500),
        games: rows(1_001),
        teams: [],
      }),
    ],
    ['an array', JSON.stringify(rows(1_500))],
    ['a NUL byte in the last row', JSON.stringify({ matches: rows(2_500, { name: 'Ash\u0000' }) })],
    ['a lone surrogate in a key', JSON.stringify({ matches: rows(10, { ['k\uD800']: 1 }) })],
    ['a __proto__ key', `{"matches":[{"__proto__":{"admin":true}}]}`],
    ['nesting past the limit', `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`],
    ['unreadable JSON', '{"matches":[1,2'],
  ])('%s', async (_, text) => {
    const onThread = await outcome(() => readJson(text));
    expect(await outcome(() => readJsonOffThread(Buffer.from(text)))).toEqual(onThread);
  });
});
