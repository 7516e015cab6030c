import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface Paged<T> {
  page?: { number: number; size: number; total: number; pages: number };
  matches?: T[];
  rows?: T[];
}

describe('paged pairings and standings', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  const read = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  /** An event of 11 players (5 tables and a bye) with round 1 played and round 2 paired. */
  async function played() {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 11);
    await kit.playRound(event.id);
    await kit.pair(event.id);
    return event.id;
  }

  it('answers the rows of the whole list, sliced page by page, with the total; without a page, the list as before', async () => {
    const id = await played();
    for (const [url, list] of [
      [`/api/events/${id}/rounds/1`, 'matches'],
      [`/api/events/${id}/standings`, 'rows'],
    ] as const) {
      const whole = await read(url);
      const all = whole.json<Record<string, unknown[]>>()[list]!;
      expect(whole.json()).not.toHaveProperty('page');
      const pages = await Promise.all(
        [1, 2, 3].map(async (n) => (await read(`${url}?page=${n}&pageSize=4`)).json<Paged<unknown>>()),
      );
      expect(pages.flatMap((p) => p[list]!)).toEqual(all);
      expect(pages.map((p) => p.page)).toEqual(
        [1, 2, 3].map((number) => ({ number, size: 4, total: all.length, pages: Math.ceil(all.length / 4) })),
      );
      // Every other field as in the whole list.
      expect({ ...pages[0], [list]: all, page: undefined }).toEqual({ ...whole.json(), page: undefined });
    }
  });

  it('puts table t on page ⌈t / pageSize⌉, the bye last', async () => {
    const id = await played();
    const third = (await read(`/api/events/${id}/rounds/1?page=3&pageSize=2`)).json<
      Paged<{ table: number | null; bye: boolean }>
    >();
    expect(third.matches!.map((m) => m.table)).toEqual([5, null]);
    expect(third.matches![1]!.bye).toBe(true);
  });

  it('answers a page past the last with no rows and the total; pageSize alone is page 1, page alone has 100 rows', async () => {
    const id = await played();
    const past = await read(`/api/events/${id}/standings?page=4&pageSize=4`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ rows: [], page: { number: 4, size: 4, total: 11, pages: 3 } });
    expect((await read(`/api/events/${id}/rounds/2?pageSize=2`)).json<Paged<unknown>>().page).toEqual({
      number: 1,
      size: 2,
      total: 6,
      pages: 3,
    });
    const alone = (await read(`/api/events/${id}/standings?page=1`)).json<Paged<unknown>>();
    expect(alone.page).toEqual({ number: 1, size: 100, total: 11, pages: 1 });
    expect(alone.rows).toHaveLength(11);
  });

  it('refuses a page or a page size that is not a whole number in range, naming the parameter', async () => {
    const id = await played();
    for (const base of [`/api/events/${id}/rounds/1`, `/api/events/${id}/standings`]) {
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=two', 'page'],
        ['pageSize=0', 'pageSize'],
        ['pageSize=501', 'pageSize'],
        ['page=1&pageSize=1.5', 'pageSize'],
      ]) {
        const refused = await read(`${base}?${query}`);
        expect(refused.statusCode, `${base}?${query}`).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      }
    }
  });

  it('gives each page its own ETag, 304 for that page while nothing changed, and new pages after a result', async () => {
    const id = await played();
    const url = (page: number) => `/api/events/${id}/rounds/2?page=${page}&pageSize=2`;
    const first = await read(url(1));
    const second = await read(url(2));
    const whole = await read(`/api/events/${id}/rounds/2`);
    expect(new Set([first.headers.etag, second.headers.etag, whole.headers.etag]).size).toBe(3);
    expect((await read(url(1), { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await read(url(2), { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    const gzipped = await read(url(1), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(first.headers.etag);
    expect(
      (await read(url(1), { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) })).statusCode,
    ).toBe(304);

    const round = await kit.publish(id, 2);
    await kit.reportAll(round);
    const after = await read(url(1), { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Paged<{ result: unknown }>>().matches!.every((m) => m.result !== null)).toBe(true);
  });
});
