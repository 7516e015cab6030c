import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface Received {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** An open `GET …/live` stream read through inject: its status, headers and the events received so far. */
async function connect(
  api: ReturnType<typeof useTestApp>,
  eventId: string,
  headers: Record<string, string> = {},
  query = '',
) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/live${query}`,
    headers: { cookie: '', ...headers },
    payloadAsStream: true,
  });
  const stream = response.stream();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const events = (): Received[] =>
    text
      .split('\n\n')
      .filter((block) => /^event: /m.test(block))
      .map((block) => ({
        id: /^id: (.*)$/m.exec(block)?.[1],
        event: /^event: (.*)$/m.exec(block)![1]!,
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
      }));
  /** The events received once `count` of them (of one kind, when `kind` is given) are in, or after 5 s. */
  const waitFor = async (count: number, kind?: string) => {
    const received = () => events().filter((e) => kind === undefined || e.event === kind);
    for (let i = 0; i < 200 && received().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    return received();
  };
  return { response, text: () => text, events, waitFor, close: () => stream.destroy() };
}

describe('GET /api/events/:id/live', () => {
  const api = useTestApp({ liveHeartbeatMs: 50 });
  const kit = eventKit(() => api.app);

  it('streams round, result and clock with the round number, whatever code writes the rows', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const live = await connect(api, event.id);
    expect(live.response.statusCode).toBe(200);
    expect(live.response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
    });

    await kit.pair(event.id);
    const round = await kit.publish(event.id, 1);
    const match = round.matches.find((m) => !m.bye)!;
    expect((await kit.result(match, [{ winner: match.playerA.id }])).status).toBe(200);
    await kit.ok('PUT', `/api/matches/${match.id}/extension`, { minutes: 3 });
    // The round clock, as any other code would store it: the trigger announces it.
    await api.database.db.prisma.round.updateMany({
      where: { eventId: event.id, number: 1 },
      data: { timerStartedAt: new Date() },
    });

    const received = await live.waitFor(5);
    expect(received.map(({ event: name, data }) => ({ name, data }))).toEqual([
      { name: 'round', data: { round: 1 } },
      { name: 'round', data: { round: 1 } },
      { name: 'result', data: { round: 1 } },
      { name: 'clock', data: { round: 1 } },
      { name: 'clock', data: { round: 1 } },
    ]);
    const ids = received.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(live.text()).toMatch(/^retry: \d+\n/);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(live.text()).toContain(': heartbeat\n\n');
    live.close();
  });

  it('announces a judge call made and resolved as `call`, with its round', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    await kit.publish(event.id, 1);
    const live = await connect(api, event.id);
    const call = await kit.ok<{ id: string }>('POST', `/api/events/${event.id}/judge-calls`, {
      table: 1,
      reason: 'rulesQuestion',
    });
    await kit.ok('POST', `/api/events/${event.id}/judge-calls/${call.id}/resolve`, { note: 'Explained' });
    // The publish's own notice may still be on its way when the stream opens: only the calls are asserted.
    expect((await live.waitFor(2, 'call')).map(({ event: name, data }) => ({ name, data }))).toEqual([
      { name: 'call', data: { round: 1 } },
      { name: 'call', data: { round: 1 } },
    ]);
    live.close();
  });

  it('sends only the event’s own changes, and the latest round at once to a page that missed some', async () => {
    const event = await kit.createEvent();
    const other = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.registerMany(other.id, 4);
    const first = await connect(api, event.id);
    await kit.pair(other.id);
    await kit.pair(event.id);
    const [paired] = await first.waitFor(1);
    expect(first.events()).toHaveLength(1);
    first.close();

    await kit.publish(event.id, 1);
    const again = await connect(api, event.id, { 'last-event-id': paired!.id! });
    expect(await again.waitFor(1)).toEqual([{ id: expect.any(String), event: 'round', data: { round: 1 } }]);
    again.close();
  });

  it('does not send twice a change the catch-up covered, when its notice arrives after the catch-up', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    await kit.publish(event.id, 1);
    const again = await connect(api, event.id, { 'last-event-id': '1' });
    const [caughtUp] = await again.waitFor(1);
    const version = Number(caughtUp!.id);
    const notify = (v: number) =>
      api.database.db.prisma
        .$executeRaw`SELECT pg_notify('tcg_live', ${JSON.stringify({ eventId: event.id, kind: 'round', round: 1, version: v })})`;
    await notify(version);
    await notify(version + 1);
    expect((await again.waitFor(2)).map((e) => e.id)).toEqual([String(version), String(version + 1)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.events()).toHaveLength(2);
    again.close();
  });

  it('sends `version` for every change of the event, a drop too, only to a stream that asks with ?versions=1', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    await kit.publish(event.id, 1);
    const every = await connect(api, event.id, {}, '?versions=1');
    const kinds = await connect(api, event.id);
    await kit.ok('POST', `/api/events/${event.id}/players/${players[0]!.id}/drop`, {});
    const [dropped] = await every.waitFor(1, 'version');
    expect(dropped).toMatchObject({ event: 'version', data: {} });
    expect(Number(dropped!.id)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The publish's own notice may still arrive: only `version` is asserted.
    expect(kinds.events().filter((e) => e.event === 'version')).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: `/api/events/${event.id}/live?versions=2` })).statusCode).toBe(
      400,
    );
    every.close();
    kinds.close();
  });

  it('answers 404 for a private event to whoever has no role in it, and streams to its staff', async () => {
    const event = await kit.createEvent();
    await kit.ok('PATCH', `/api/events/${event.id}`, { private: true });
    const hidden = await api.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/live`,
      headers: { cookie: '' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    const staff = await connect(api, event.id, { cookie: api.organizer.cookie });
    expect(staff.response.statusCode).toBe(200);
    staff.close();
  });
});

describe('event reads from the per-event view', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  const read = (url: string, etag?: string) =>
    api.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers the same bytes with an ETag, 304 while nothing changed, and a new body after any change', async () => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    for (const url of [
      `/api/events/${event.id}/standings`,
      `/api/events/${event.id}/rounds`,
      `/api/events/${event.id}/rounds/1`,
      `/api/events/${event.id}/bracket`,
    ]) {
      const first = await read(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect((await read(url)).body).toBe(first.body);
      const unchanged = await read(url, etag);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
    }
    const before = await read(`/api/events/${event.id}/standings`);
    await kit.ok('PATCH', `/api/events/${event.id}/players/${player!.id}`, { lastName: 'Renamed' });
    const after = await read(`/api/events/${event.id}/standings`, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Renamed');
  });

  it('gives a reader that accepts gzip the same JSON compressed, with an ETag of its own', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const url = `/api/events/${event.id}/standings`;
    const plain = await read(url);
    const gzipped = await api.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    const unchanged = await api.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('builds the pairings and the standings of a version from the event as it stands after each result, whichever is read first', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    const round = await kit.publish(event.id, 1);
    const [first, second] = round.matches.filter((m) => !m.bye);
    const points = async () =>
      (await read(`/api/events/${event.id}/standings?round=1`)).json<{ rows: { playerId: string; points: number }[] }>()
        .rows;
    const reported = async () =>
      (await read(`/api/events/${event.id}/rounds/1`))
        .json<{ matches: { id: string; result: unknown }[] }>()
        .matches.filter((m) => m.result !== null)
        .map((m) => m.id);
    expect(await reported()).toEqual([]);
    expect((await kit.result(first!, [{ winner: first!.playerA.id }])).status).toBe(200);
    expect((await points()).find((r) => r.playerId === first!.playerA.id)?.points).toBe(3);
    expect(await reported()).toEqual([first!.id]);
    expect((await kit.result(second!, [{ winner: second!.playerB!.id }])).status).toBe(200);
    expect((await reported()).sort()).toEqual([first!.id, second!.id].sort());
    expect((await points()).find((r) => r.playerId === second!.playerB!.id)?.points).toBe(3);
  });

  it('keeps errors uncached and unchanged', async () => {
    const event = await kit.createEvent();
    const missing = await read(`/api/events/${event.id}/rounds/1`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ROUND_NOT_FOUND' });
    expect(missing.headers.etag).toBeUndefined();
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    expect((await read(`/api/events/${event.id}/rounds/1`)).statusCode).toBe(200);
  });
});
