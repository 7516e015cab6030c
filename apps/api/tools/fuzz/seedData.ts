// The data the fuzzer (#18) aims at: an organizer signed in, an event with players, round 1 paired, published and
// reported, so that bad requests carry real ids and get past sign-in and the event's access check.
import type { buildApp } from '../../src/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface Seeded {
  cookie: string;
  eventId: string;
  matchId: string;
  playerId: string;
  dciNumber: string;
}

async function call<T>(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<{ body: T; setCookie: string }> {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300)
    throw new Error(`seeding: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return {
    body: response.json<T>(),
    setCookie: String([response.headers['set-cookie']].flat()[0] ?? '').split(';')[0]!,
  };
}

interface Match {
  id: string;
  version: number;
  bye: boolean;
  playerA: { id: string };
}

export async function seedData(app: App): Promise<Seeded> {
  const signup = await call(app, '', 'POST', '/api/auth/signup', {
    email: 'fuzz-organizer@example.test',
    password: 'a long fuzzing password',
    name: 'Fuzz Organizer',
  });
  const cookie = signup.setCookie;
  const event = (
    await call<{ id: string }>(app, cookie, 'POST', '/api/events', { name: 'Fuzz Open', format: 'modified' })
  ).body;
  const players: { id: string; dciNumber: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const payload = { dciNumber: String(7_000_100 + i), firstName: 'Fuzz', lastName: `Player ${i + 1}` };
    players.push(
      (await call<{ id: string; dciNumber: string }>(app, cookie, 'POST', `/api/events/${event.id}/players`, payload))
        .body,
    );
  }
  await call(app, cookie, 'POST', `/api/events/${event.id}/rounds`);
  const round = (await call<{ matches: Match[] }>(app, cookie, 'POST', `/api/events/${event.id}/rounds/1/publish`))
    .body;
  for (const match of round.matches.filter((m) => !m.bye)) {
    await call(app, cookie, 'PUT', `/api/matches/${match.id}/result`, {
      version: match.version,
      games: [{ winner: match.playerA.id }],
    });
  }
  return {
    cookie,
    eventId: event.id,
    matchId: round.matches[0]!.id,
    playerId: players[0]!.id,
    dciNumber: players[0]!.dciNumber,
  };
}
