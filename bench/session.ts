import type { buildApp } from '@tcg/api';

/** The benchmarks act as a signed-in organizer (#7): the `cookie` header of a new account's session. */
export async function organizerHeaders(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ cookie: string }> {
  const payload = { email: 'bench@example.test', password: 'a long bench password', name: 'Bench' };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return { cookie: String([response.headers['set-cookie']].flat()[0]).split(';')[0]! };
}

/** A Modified Swiss event of `rounds` rounds, made through the API by a new organizer: the event and the organizer's headers. */
export async function benchEvent(app: Awaited<ReturnType<typeof buildApp>>, name: string, rounds: number) {
  const headers = await organizerHeaders(app);
  const payload = { name, format: 'modified', rounds };
  const event = (await app.inject({ method: 'POST', url: '/api/events', headers, payload })).json<{ id: string }>();
  return { headers, event };
}
