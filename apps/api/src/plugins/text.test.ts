import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

// Issue #18: inputs the fuzzer found answered 500 now answer 400 naming the field, and store nothing.
describe('text and numbers the database cannot take', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it.each([
    [
      'a NUL byte in a stored name',
      'POST',
      'players',
      { dciNumber: '1234567', firstName: 'Ash\u0000', lastName: 'Ketchum' },
      'firstName',
    ],
    [
      'a lone surrogate in a name',
      'POST',
      'players',
      { dciNumber: '1234567', firstName: 'Ash', lastName: 'Ketch\uD800um' },
      'lastName',
    ],
    ['a NUL byte in a key', 'PATCH', '', { ['na\u0000me']: 'x' }, 'na\u0000me'],
  ] as const)('%s', async (_, method, path, payload, field) => {
    const event = await kit.createEvent();
    const before = await snapshot(api.database.db.prisma);
    const response = await api.app.inject({ method, url: `/api/events/${event.id}${path ? `/${path}` : ''}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('refuses a NUL byte in a search and a pod number beyond any pod', async () => {
    const search = await api.app.inject({ method: 'GET', url: '/api/cards?q=pika%00chu' });
    expect([search.statusCode, search.json<{ field: string }>().field]).toEqual([400, 'q']);
    const event = await kit.createEvent();
    const pod = await api.app.inject({ method: 'GET', url: `/api/events/${event.id}/pods/2147483648/draft` });
    expect([pod.statusCode, pod.json<{ code: string }>().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
