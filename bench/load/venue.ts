// A 1024-player venue for `npm run load` (#18): an organizer, staff accounts that took their invitations, and round 1
// paired and published.
import type { buildApp } from '@tcg/api';
import type { TestDatabase } from '@tcg/db/testing';
import { seedPlayers } from '../seedEvent.ts';
import { organizerHeaders } from '../session.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
export type StaffRole = 'judge' | 'headJudge';

export interface Table {
  id: string;
  playerA: string;
  playerB: string;
}

export interface Venue {
  eventId: string;
  bestOf: number;
  tables: Table[];
  /** The session cookie of each staff account, in the order asked for. */
  staff: string[];
  /** The organizer's headers (its session cookie). */
  organizer: Record<string, string>;
}

/** The API's answer to an organizer's call, or an error naming the call. */
export async function must<T>(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<T> {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** A new account that accepted an invitation to the event in `role`: its session cookie. */
async function staffMember(
  app: App,
  organizer: Record<string, string>,
  eventId: string,
  role: StaffRole,
  n: number,
): Promise<string> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: `staff${n}@example.test`, password: 'a long load password', name: `Staff ${n}` },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up answered ${signup.statusCode}: ${signup.body}`);
  const cookie = String([signup.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const { token } = await must<{ token: string }>(app, 'POST', `/api/events/${eventId}/invitations`, organizer, {
    role,
  });
  await must(app, 'POST', `/api/invitations/${token}/accept`, { cookie });
  return cookie;
}

/** Seeds the event with `players` registrations and `roles.length` staff, then pairs and publishes round 1. */
export async function seedVenue(app: App, database: TestDatabase, players: number, roles: StaffRole[]): Promise<Venue> {
  const organizer = await organizerHeaders(app);
  const event = await must<{ id: string; bestOf: number }>(app, 'POST', '/api/events', organizer, {
    name: 'Load Venue',
    format: 'modified',
    rounds: 10,
  });
  await seedPlayers(database, event.id, players, '9');
  const staff: string[] = [];
  for (const [n, role] of roles.entries()) staff.push(await staffMember(app, organizer, event.id, role, n));
  await must(app, 'POST', `/api/events/${event.id}/rounds`, organizer);
  await must(app, 'POST', `/api/events/${event.id}/rounds/1/publish`, organizer);
  const round = await must<{ matches: { id: string; playerA: { id: string }; playerB: { id: string } | null }[] }>(
    app,
    'GET',
    `/api/events/${event.id}/rounds/1`,
    organizer,
  );
  const tables = round.matches
    .filter((m) => m.playerB)
    .map((m) => ({ id: m.id, playerA: m.playerA.id, playerB: m.playerB!.id }));
  return { eventId: event.id, bestOf: event.bestOf, tables, staff, organizer };
}
