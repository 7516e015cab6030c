// The crash test's stream of writes (#18): clients registering players at a desk and running Swiss events (pairing,
// publishing, entering results), each remembering every write the server acknowledged with a 2xx answer.
// Each step reads the event first, so a client carries on from whatever a crash left, without local state to lose.

export interface Acknowledged {
  registrations: { eventId: string; playerId: string }[];
  rounds: { eventId: string; number: number; matches: number }[];
  published: { eventId: string; number: number }[];
  results: { eventId: string; matchId: string; winner: string }[];
  /** Writes answered 429 (the per-account write limit): not acknowledged, not counted as lost. */
  limited: number;
}

export const nothingAcknowledged = (): Acknowledged => ({
  registrations: [],
  rounds: [],
  published: [],
  results: [],
  limited: 0,
});

interface Round {
  number: number;
  status: 'draft' | 'published';
  matches: { id: string; version: number; bye: boolean; result: unknown; playerA: { id: string } }[];
}

/** The server went away (killed) while a request was out: the loop ends; what it asked for may or may not have happened. */
export class ServerGone extends Error {}

export class Client {
  private cookie = '';
  constructor(
    private readonly base: () => string,
    readonly ack: Acknowledged,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${this.base()}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ServerGone();
    }
    const cookie = response.headers.getSetCookie()[0];
    if (cookie) this.cookie = cookie.split(';')[0]!;
    const text = await response.text().catch(() => {
      throw new ServerGone();
    });
    if (response.status === 429) this.ack.limited++;
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status === 429) return null;
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The first organizer sets the installation up; the others sign up (each account has its own write limit). */
  async signIn(index: number): Promise<void> {
    const account = {
      email: `crash${index}@example.test`,
      password: 'a long crash-test password',
      name: `Crash ${index}`,
    };
    await this.ok('POST', index === 0 ? '/api/auth/setup' : '/api/auth/signup', account);
  }

  async createEvent(name: string, players: number): Promise<string> {
    const event = (await this.ok<{ id: string }>('POST', '/api/events', { name, format: 'unlimited', rounds: 3 }))!;
    if (players > 0) {
      const list = Array.from({ length: players }, (_, i) => ({
        dciNumber: `${Date.now()}${i}`.slice(-12),
        firstName: 'Crash',
        lastName: `Player ${i}`,
      }));
      await this.ok('POST', `/api/events/${event.id}/players/bulk`, { players: list });
    }
    return event.id;
  }
}

let dci = 0;

/** One registration at the desk event. */
export async function registerOne(client: Client, eventId: string): Promise<void> {
  const number = `9${process.pid}${String(dci++).padStart(6, '0')}`.slice(-12);
  const player = await client.ok<{ id: string }>('POST', `/api/events/${eventId}/players`, {
    dciNumber: number,
    firstName: 'Desk',
    lastName: `Entry ${number}`,
  });
  if (player) client.ack.registrations.push({ eventId, playerId: player.id });
}

/** The next write a Swiss event needs: a result, publishing the draft, or pairing the next round; false once all rounds are played. */
export async function swissStep(client: Client, eventId: string): Promise<boolean> {
  const rounds = (await client.ok<Round[]>('GET', `/api/events/${eventId}/rounds`))!;
  const last = rounds.at(-1);
  if (last?.status === 'draft') {
    if (await client.ok('POST', `/api/events/${eventId}/rounds/${last.number}/publish`))
      client.ack.published.push({ eventId, number: last.number });
    return true;
  }
  const open = last?.matches.find((m) => !m.bye && m.result === null);
  if (open) {
    const winner = open.playerA.id;
    if (await client.ok('PUT', `/api/matches/${open.id}/result`, { version: open.version, games: [{ winner }] }))
      client.ack.results.push({ eventId, matchId: open.id, winner });
    return true;
  }
  if (rounds.length === 3) return false;
  const round = await client.ok<Round>('POST', `/api/events/${eventId}/rounds`);
  if (round) client.ack.rounds.push({ eventId, number: round.number, matches: round.matches.length });
  return true;
}
