import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from './eventTestKit.ts';
import { useTestApp } from './testApp.ts';

// Issue #18: inputs the fuzzer found answered 500 (or were read as something else) now answer 400 naming the field.
describe('request validation', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  const refused = async (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) => {
    const before = await snapshot(api.database.db.prisma);
    const response = await api.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    return [response.statusCode, response.json<{ code: string; field?: string; message: string }>()] as const;
  };

  it('takes only the bare 8-4-4-4-12 form of a uuid, not a urn:uuid: one', async () => {
    const event = await kit.createEvent();
    const [status, body] = await refused('GET', `/api/teams/urn:uuid:${event.id}`);
    expect([status, body.code, body.field]).toEqual([400, 'VALIDATION_ERROR', 'id']);
  });

  it.each([
    ['a query integer beyond the integer column', '?pod=2147483648', 'querystring.pod must be <= 2147483647'],
    ['a query integer read as Infinity', `?pod=${'9'.repeat(400)}`, 'querystring.pod must be a finite number'],
    ['Infinity itself', '?pod=Infinity', 'querystring.pod must be an integer in decimal digits'],
    ['an exponent', '?pod=1e400', 'querystring.pod must be an integer in decimal digits'],
  ])('refuses %s', async (_, query, message) => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 1);
    const [status, body] = await refused('GET', `/api/events/${event.id}/players/${player!.id}/drafted${query}`);
    expect([status, body]).toEqual([400, { code: 'VALIDATION_ERROR', field: 'pod', message }]);
  });

  it('refuses a path integer beyond the integer column and a body integer beyond it', async () => {
    const event = await kit.createEvent();
    const [status, body] = await refused('GET', `/api/events/${event.id}/rounds/2147483648`);
    expect([status, body.field]).toEqual([400, 'n']);
    const [patched, patchBody] = await refused('PATCH', `/api/events/${event.id}`, { roundMinutes: 2147483648 });
    expect([patched, patchBody.message]).toEqual([400, 'body.roundMinutes must be <= 2147483647']);
  });

  it.each(['0x10', '1e1', '%2010', '10%20', '%2B10', '1.0', '0b1', '1_0'])(
    'refuses a path integer not in decimal digits: %s',
    async (n) => {
      const event = await kit.createEvent();
      const [status, body] = await refused('GET', `/api/events/${event.id}/rounds/${n}`);
      expect([status, body]).toEqual([
        400,
        { code: 'VALIDATION_ERROR', field: 'n', message: 'params.n must be an integer in decimal digits' },
      ]);
    },
  );

  it('refuses a query integer not in decimal digits, and takes decimal ones', async () => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 1);
    const url = `/api/events/${event.id}/players/${player!.id}/drafted`;
    const [status, body] = await refused('GET', `${url}?pod=0x1`);
    expect([status, body]).toEqual([
      400,
      { code: 'VALIDATION_ERROR', field: 'pod', message: 'querystring.pod must be an integer in decimal digits' },
    ]);
    expect((await refused('GET', `${url}?pod=-1`))[1].message).toBe('querystring.pod must be >= 1');
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/events/${event.id}/rounds/010` })).json<{ code: string }>()
        .code,
    ).toBe('ROUND_NOT_FOUND');
  });

  it.each([
    ['version: null is not 0', { version: null, games: [] }, 'body.version must be integer'],
    ['a version as text is not a number', { version: '0', games: [] }, 'body.version must be integer'],
  ])('does not coerce body types: %s', async (_, payload, message) => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 2);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const [status, body] = await refused('PUT', `/api/matches/${round.matches[0]!.id}/result`, payload);
    expect([status, body.message]).toEqual([400, message]);
  });

  it('does not read bestOf: true as 1', async () => {
    const event = await kit.createEvent();
    const [status, body] = await refused('PATCH', `/api/events/${event.id}`, { bestOf: true });
    expect([status, body.message]).toEqual([400, 'body.bestOf must be integer']);
  });

  it('names a union field with every value it takes, not the first alternative only', async () => {
    const event = await kit.createEvent();
    const [status, body] = await refused('POST', `/api/events/${event.id}/players`, {
      dciNumber: '1234567',
      firstName: 'Ash',
      lastName: 'Ketchum',
      division: 'kids',
    });
    expect([status, body]).toEqual([
      400,
      {
        code: 'VALIDATION_ERROR',
        field: 'division',
        message: 'body.division must be null, "juniors", "seniors" or "masters"',
      },
    ]);
  });

  it('drops a player without a body, but refuses a null body', async () => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 1);
    const [status, body] = await refused('POST', `/api/events/${event.id}/players/${player!.id}/drop`, null);
    expect([status, body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const dropped = await api.app.inject({ method: 'POST', url: `/api/events/${event.id}/players/${player!.id}/drop` });
    expect(dropped.statusCode).toBe(200);
  });
});
