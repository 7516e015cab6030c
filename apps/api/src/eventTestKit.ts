// Test helpers for the API's event tests: an event with players, rounds paired, published and reported through inject().
import { expect } from 'vitest';
import type { Bracket, Of } from '@tcg/contract';
import type { Db } from '@tcg/db';
import type { buildApp } from './app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface PlayerOut {
  id: string;
  dciNumber: string;
  name: string;
  lastName: string;
  droppedAfterRound: number | null;
  lateEntryRound: number;
}

export interface MatchOut {
  id: string;
  table: number | null;
  playerA: { id: string; name: string };
  playerB: { id: string; name: string } | null;
  bye: boolean;
  version: number;
  explanation: string;
  result: unknown;
  outcome: { winner: string | null; points: Record<string, number> } | null;
}

export interface RoundOut {
  id: string;
  number: number;
  seed: number;
  status: 'draft' | 'published';
  matches: MatchOut[];
  missingTables: number[];
}

/** Everything a failed request must leave alone. */
export async function snapshot(prisma: Db['prisma']) {
  const [audit, matches, games, registrations, rounds, players] = await Promise.all([
    prisma.auditEntry.count(),
    prisma.match.findMany({ orderBy: { id: 'asc' } }),
    prisma.game.count(),
    prisma.registration.findMany({ orderBy: { id: 'asc' } }),
    prisma.round.findMany({ orderBy: { id: 'asc' } }),
    prisma.player.count(),
  ]);
  return { audit, matches, games, registrations, rounds, players };
}

/** `app` may be a getter, for a kit made before the test app is built (`eventKit(() => api.app)`). */
const LIMITED_FORMATS = ['sealed', 'booster-draft', 'rochester-draft'];

export function eventKit(app: App | (() => App)) {
  const appNow = () => (typeof app === 'function' ? app() : app);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
    const response = await appNow().inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<Record<string, unknown> & unknown[]>() };
  };
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<T> => {
    const { status, body } = await call(method, url, payload);
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body as unknown as T;
  };
  let dci = 1000;

  const kit = {
    call,
    ok,
    /** A Limited event is created with basic Energy announced (233: registration waits for it) unless `announceEnergy` is false. */
    createEvent: async (
      settings: { format?: string } & Record<string, unknown> = {},
      { announceEnergy = true } = {},
    ) => {
      const event = await ok<{ id: string; rounds: number | null; status: string }>('POST', '/api/events', {
        name: 'Swiss Test',
        format: 'modified',
        ...settings,
      });
      if (announceEnergy && LIMITED_FORMATS.includes(settings.format ?? ''))
        await ok('PUT', `/api/events/${event.id}/product`, { energy: { provided: true, perPlayer: 30 } });
      return event;
    },
    /** Registers "Test <lastName>" with the next DCI number; a birth year places them in an age division (217), unless `division` says. */
    register: (
      eventId: string,
      lastName = `Player${dci}`,
      details: { birthYear?: number | null; division?: string } = {},
    ) =>
      ok<PlayerOut & { birthYear: number | null; division: string | null }>('POST', `/api/events/${eventId}/players`, {
        dciNumber: String(dci++),
        firstName: 'Test',
        lastName,
        ...details,
      }),
    registerMany: async (eventId: string, n: number) => {
      const players: PlayerOut[] = [];
      for (let i = 0; i < n; i++) players.push(await kit.register(eventId));
      return players;
    },
    pair: (eventId: string) => ok<RoundOut>('POST', `/api/events/${eventId}/rounds`),
    publish: (eventId: string, n: number) => ok<RoundOut>('POST', `/api/events/${eventId}/rounds/${n}/publish`),
    round: (eventId: string, n: number) => ok<RoundOut>('GET', `/api/events/${eventId}/rounds/${n}`),
    result: (match: MatchOut, games: object[], extra: object = {}) =>
      call('PUT', `/api/matches/${match.id}/result`, { version: match.version, games, ...extra }),
    /** Player A wins every match of the round (best of 1). */
    reportAll: async (round: RoundOut) => {
      for (const match of round.matches.filter((m) => !m.bye)) {
        const { status, body } = await kit.result(match, [{ winner: match.playerA.id }]);
        expect(status, JSON.stringify(body)).toBe(200);
      }
    },
    /** Player A wins every match of the round still without a result: the rest of a round a TOM file brought in running. */
    reportOpen: (round: RoundOut) =>
      kit.reportAll({ ...round, matches: round.matches.filter((m) => m.result === null) }),
    /** Pairs, publishes and reports one round. */
    playRound: async (eventId: string) => {
      const draft = await kit.pair(eventId);
      const round = await kit.publish(eventId, draft.number);
      await kit.reportAll(round);
      return round;
    },
    /** The higher seed wins every match of the top cut (the division's, when given), round by round: the finished cut. */
    playCut: async (eventId: string, division?: string) => {
      for (let round = 0; ; round++) {
        const bracket = await ok<Of<typeof Bracket>>(
          'GET',
          `/api/events/${eventId}/bracket${division ? `?division=${division}` : ''}`,
        );
        const cut = bracket.cut!;
        if (cut.finished) return cut;
        for (const m of cut.rounds[round]!.matches.filter((x) => x.match && !x.bye && !x.winner)) {
          const winner = m.players[m.seeds[0]! < m.seeds[1]! ? 0 : 1]!;
          const { status, body } = await kit.result(m.match!, [{ winner: winner.id }]);
          expect(status, JSON.stringify(body)).toBe(200);
        }
      }
    },
    standings: (eventId: string, round?: number) =>
      ok<{ policy: string; throughRound: number; rows: Record<string, number | string | boolean>[] }>(
        'GET',
        `/api/events/${eventId}/standings${round === undefined ? '' : `?round=${round}`}`,
      ),
    audit: (eventId: string) =>
      ok<{ action: string; actor: string; reason: string | null; before: unknown; after: unknown }[]>(
        'GET',
        `/api/events/${eventId}/audit`,
      ),
  };
  return kit;
}
