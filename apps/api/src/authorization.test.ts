// Issue #7: who may call what. The matrix walks every route of the OpenAPI document; a route missing from `expected` fails by name.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from './tokens.ts';
import { eventKit, type MatchOut } from './eventTestKit.ts';
import { signUp, useTestApp, type SignedIn } from './testApp.ts';

const roles = ['anonymous', 'player', 'scorekeeper', 'judge', 'headJudge', 'organizer', 'otherOrganizer'] as const;
type Role = (typeof roles)[number];

const ALL: readonly Role[] = roles;
const ACCOUNTS: readonly Role[] = roles.filter((r) => r !== 'anonymous');
const STAFF: readonly Role[] = ['scorekeeper', 'judge', 'headJudge', 'organizer'];
/** Register players, pair, publish, correct results, export. */
const RUNNING: readonly Role[] = ['scorekeeper', 'headJudge', 'organizer'];
const HEAD_JUDGE: readonly Role[] = ['headJudge', 'organizer'];
/** Record penalties and read penalty histories. */
const JUDGES: readonly Role[] = ['judge', 'headJudge', 'organizer'];
const ORGANIZER: readonly Role[] = ['organizer'];

/** Who may call each route, on a public event whose organizer is `organizer`. */
const expected: Record<string, readonly Role[]> = {
  'GET /api/health': ALL,
  'GET /api/site': ALL,
  'POST /api/auth/signup': ALL,
  'POST /api/auth/login': ALL,
  'POST /api/auth/logout': ALL,
  'DELETE /api/auth/sessions': ACCOUNTS,
  'GET /api/auth/me': ACCOUNTS,
  'GET /api/auth/setup': ALL,
  'POST /api/auth/setup': ALL,
  'GET /api/events/{id}/access': ALL,
  'GET /api/events/{id}/staff': ORGANIZER,
  'POST /api/events/{id}/invitations': ORGANIZER,
  'GET /api/invitations/{token}': ALL,
  'POST /api/invitations/{token}/accept': ACCOUNTS,
  'DELETE /api/events/{id}/staff/{accountId}': ORGANIZER,
  'GET /api/cards': ALL,
  'GET /api/cards/{id}': ALL,
  'GET /api/sets': ALL,
  'POST /api/decks/check': ALL,
  'PUT /api/events/{id}/players/{playerId}/deck': RUNNING,
  'GET /api/events/{id}/decks': STAFF,
  'PUT /api/events/{id}/decklist-publication': ORGANIZER,
  'DELETE /api/events/{id}/decklist-publication': ORGANIZER,
  'GET /api/events/{id}/published-decklists': ALL,
  'GET /api/events/{id}/tables/{table}/decks': STAFF,
  'POST /api/events/{id}/deck-checks': STAFF,
  'GET /api/formats': ALL,
  'POST /api/formats': ACCOUNTS,
  'POST /api/card-sets': ACCOUNTS,
  'GET /api/card-sets': ALL,
  'GET /api/formats/{id}': ALL,
  'GET /api/events': ALL,
  'POST /api/events': ACCOUNTS,
  'GET /api/events/{id}': ALL,
  'GET /api/e/{code}': ALL,
  'GET /api/events/{id}/dashboard': ALL,
  'PATCH /api/events/{id}': ORGANIZER,
  'DELETE /api/events/{id}': ORGANIZER,
  'GET /api/events/{id}/snapshots': ORGANIZER,
  'GET /api/events/{id}/snapshots/{snapshotId}': ORGANIZER,
  'POST /api/events/{id}/snapshots/{snapshotId}/restore': ORGANIZER,
  'GET /api/events/{id}/players': ALL,
  'POST /api/events/{id}/players': RUNNING,
  'POST /api/events/{id}/players/bulk': RUNNING,
  'PATCH /api/events/{id}/players/{playerId}': RUNNING,
  'DELETE /api/events/{id}/players/{playerId}': RUNNING,
  'POST /api/events/{id}/players/{playerId}/drop': RUNNING,
  'POST /api/events/{id}/players/{playerId}/undo-drop': RUNNING,
  'POST /api/events/{id}/players/{playerId}/disqualify': HEAD_JUDGE,
  'GET /api/events/{id}/penalties': JUDGES,
  'POST /api/events/{id}/penalties': JUDGES,
  'PATCH /api/events/{id}/penalties/{penaltyId}': HEAD_JUDGE,
  'PUT /api/events/{id}/penalty-catalog': HEAD_JUDGE,
  'GET /api/events/{id}/penalty-report.csv': RUNNING,
  'GET /api/events/{id}/players/{playerId}/penalty-history': JUDGES,
  'POST /api/events/{id}/judge-calls': ALL,
  'GET /api/events/{id}/judge-calls': STAFF,
  'POST /api/events/{id}/judge-calls/{callId}/claim': STAFF,
  'POST /api/events/{id}/judge-calls/{callId}/resolve': STAFF,
  'POST /api/events/{id}/judge-calls/{callId}/extension': STAFF,
  'GET /api/events/{id}/self-reporting': STAFF,
  'PUT /api/events/{id}/self-reporting': ORGANIZER,
  'GET /api/events/{id}/rounds/{n}/report-links': STAFF,
  'GET /api/self-report/{token}': ALL,
  'GET /api/events/{id}/players/{playerId}/outlook': ALL,
  'POST /api/self-report/{token}': ALL,
  'GET /api/events/{id}/deck-check-picks': STAFF,
  'POST /api/events/{id}/deck-check-picks': HEAD_JUDGE,
  'POST /api/events/{id}/deck-check-picks/{pickId}/start': STAFF,
  'POST /api/events/{id}/deck-check-picks/{pickId}/finish': STAFF,
  'GET /api/events/{id}/avoid-pairs': ALL,
  'POST /api/events/{id}/avoid-pairs': RUNNING,
  'GET /api/events/{id}/rounds': ALL,
  'POST /api/events/{id}/rounds': RUNNING,
  'DELETE /api/events/{id}/rounds/{n}': RUNNING,
  'GET /api/events/{id}/rounds/{n}': ALL,
  'GET /api/events/{id}/rounds/{n}/replay': ALL,
  'POST /api/events/{id}/rounds/{n}/publish': RUNNING,
  'GET /api/events/{id}/rounds/{n}/check': RUNNING,
  'POST /api/events/{id}/rounds/{n}/publish-anyway': HEAD_JUDGE,
  'POST /api/events/{id}/rounds/{n}/swap': RUNNING,
  'POST /api/events/{id}/rounds/{n}/timer': RUNNING,
  'POST /api/events/{id}/rounds/{n}/timer/pause': RUNNING,
  'POST /api/events/{id}/rounds/{n}/timer/resume': RUNNING,
  'POST /api/events/{id}/rounds/{n}/timer/add': RUNNING,
  'GET /api/events/{id}/clock': ALL,
  'GET /api/events/{id}/find': ALL,
  'GET /api/matches/{id}': ALL,
  'PUT /api/matches/{id}/result': STAFF,
  'PUT /api/matches/{id}/extension': STAFF,
  'GET /api/tables/{id}': ALL,
  'PUT /api/tables/{id}/result': STAFF,
  'GET /api/events/{id}/standings': ALL,
  'GET /api/events/{id}/live': ALL,
  'GET /api/events/{id}/audit': RUNNING,
  'GET /api/events/{id}/bracket': ALL,
  'POST /api/events/{id}/cut': RUNNING,
  'GET /api/events/{id}/final-standings': ALL,
  'GET /api/events/{id}/pods': ALL,
  'GET /api/events/{id}/pods/{number}/sheet': ALL,
  'POST /api/events/{id}/pods': RUNNING,
  'GET /api/events/{id}/players/{playerId}/pool': STAFF,
  'PUT /api/events/{id}/players/{playerId}/pool': RUNNING,
  'GET /api/events/{id}/deck-building': ALL,
  'POST /api/events/{id}/deck-building': RUNNING,
  'GET /api/events/{id}/redraft': ALL,
  'POST /api/events/{id}/redraft': RUNNING,
  'GET /api/events/{id}/limited': ALL,
  'GET /api/events/{id}/product': ALL,
  'PUT /api/events/{id}/product': ORGANIZER,
  'GET /api/events/{id}/pods/{number}/draft': ALL,
  'POST /api/events/{id}/pods/{number}/draft': RUNNING,
  'POST /api/events/{id}/pods/{number}/draft/layout': STAFF,
  'POST /api/events/{id}/pods/{number}/draft/picks': STAFF,
  'POST /api/events/{id}/pods/{number}/draft/timeout': STAFF,
  'GET /api/events/{id}/players/{playerId}/drafted': ALL,
  'GET /api/rochester/pick-order': ALL,
  'GET /api/teams': ALL,
  'POST /api/teams': ACCOUNTS,
  'GET /api/teams/{id}': ALL,
  'GET /api/events/{id}/teams': ALL,
  'POST /api/events/{id}/teams': RUNNING,
  'PATCH /api/events/{id}/teams/{teamId}': RUNNING,
  'GET /api/events/{id}/ratings-report': RUNNING,
  'GET /api/events/{id}/team-name-refusals': ALL,
  'POST /api/events/{id}/team-name-refusals': ORGANIZER,
  'POST /api/imports/tdf': ACCOUNTS,
  'POST /api/imports/event': ACCOUNTS,
  'GET /api/jobs/{id}': ACCOUNTS,
  'GET /api/players/{dciNumber}': ALL,
  'GET /api/events/{id}/export.json': RUNNING,
  'GET /api/events/{id}/export.tdf': RUNNING,
  'PUT /api/events/{id}/divisions': ORGANIZER,
  'GET /api/events/{id}/export/registrations.csv': RUNNING,
  'GET /api/events/{id}/export/pairings.csv': RUNNING,
  'GET /api/events/{id}/export/standings.csv': RUNNING,
  'GET /api/events/{id}/export/final-standings.csv': RUNNING,
};

const denied = (status: number) => status === 401 || status === 403;
const cookieOf = (signedIn: SignedIn | null) => ({ cookie: signedIn?.cookie ?? '' });

describe('authorization (#7)', () => {
  const api = useTestApp();
  const as = {} as Record<Role, SignedIn | null>;
  let kit: ReturnType<typeof eventKit>;
  let eventId: string;
  let podTableId: string;
  let otherEventId: string;
  let playerId: string;
  let match: MatchOut;
  let otherMatch: MatchOut;

  const invite = async (event: string, role: string, by: SignedIn, email?: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/events/${event}/invitations`,
      headers: cookieOf(by),
      payload: { role, ...(email ? { email } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string; path: string }>();
  };
  const accept = (token: string, who: SignedIn | null) =>
    api.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: cookieOf(who) });

  /** An event with four players and a published round 1 with no results, owned by `owner`. */
  const eventOf = async (owner: SignedIn, name: string) => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: cookieOf(owner),
      payload: { name, format: 'modified' },
    });
    const event = created.json<{ id: string }>();
    const asOwner = eventKit({
      inject: (options: object) => api.app.inject({ ...options, headers: cookieOf(owner) }),
    } as unknown as typeof api.app);
    const players = await asOwner.registerMany(event.id, 4);
    const round = await asOwner.publish(event.id, (await asOwner.pair(event.id)).number);
    return { id: event.id, players, match: round.matches.find((m) => !m.bye)! };
  };

  /** A pod-play event with the same staff and round 1 seated at one table: the table routes act on it. */
  const podTableOf = async (owner: SignedIn) => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: cookieOf(owner),
      payload: { name: 'Pods', format: 'modified', type: 'pods', tableSize: 4, scoring: { by: 'win' } },
    });
    const { id } = created.json<{ id: string }>();
    await kit.registerMany(id, 4);
    for (const role of ['scorekeeper', 'judge', 'headJudge'] as const) {
      const { token } = await invite(id, role, owner, as[role]!.account.email);
      expect((await accept(token, as[role])).statusCode).toBe(200);
    }
    return (await kit.ok<{ tables: { id: string }[] }>('POST', `/api/events/${id}/rounds`)).tables[0]!.id;
  };

  beforeAll(async () => {
    kit = eventKit(api.app);
    as.anonymous = null;
    as.organizer = api.organizer;
    for (const role of ['player', 'scorekeeper', 'judge', 'headJudge', 'otherOrganizer'] as const)
      as[role] = await signUp(api.app, `${role.toLowerCase()}@example.test`);
    const mine = await eventOf(api.organizer, 'Event A');
    [eventId, playerId, match] = [mine.id, mine.players[0]!.id, mine.match];
    for (const role of ['scorekeeper', 'judge', 'headJudge'] as const) {
      const { token } = await invite(eventId, role, api.organizer, as[role]!.account.email);
      expect((await accept(token, as[role])).statusCode).toBe(200);
    }
    podTableId = await podTableOf(api.organizer);
    const theirs = await eventOf(as.otherOrganizer!, 'Event B');
    [otherEventId, otherMatch] = [theirs.id, theirs.match];
  });

  const login = async (email: string): Promise<SignedIn> => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: '' },
      payload: { email, password: 'a long test password' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      account: response.json<{ account: SignedIn['account'] }>().account,
      cookie: String([response.headers['set-cookie']].flat()[0]).split(';')[0]!,
    };
  };

  /**
   * Signing out ends the session it is sent with: that check gets a second session of the same account. Signing out
   * everywhere would end the role's own sessions too: any account may, so a new one stands in.
   */
  const sessionFor = async (role: Role, route: string) => {
    if (route === 'DELETE /api/auth/sessions' && as[role])
      return signUp(api.app, `everywhere-${role}-${randomUUID()}@example.test`);
    return route === 'POST /api/auth/logout' && as[role] ? login(as[role].account.email) : as[role];
  };

  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'id' && path.startsWith('/api/matches/')) return match.id;
      if (name === 'id' && path.startsWith('/api/tables/')) return podTableId;
      if (name === 'id' && path.startsWith('/api/events/')) return eventId;
      if (name === 'id' && path.startsWith('/api/formats/')) return 'modified';
      if (name === 'id' && path.startsWith('/api/cards/')) return 'base1-4';
      const values: Record<string, string> = {
        id: randomUUID(),
        playerId,
        n: '1',
        table: '1',
        number: '1',
        accountId: randomUUID(),
        teamId: randomUUID(),
        penaltyId: randomUUID(),
        callId: randomUUID(),
        pickId: randomUUID(),
        snapshotId: randomUUID(),
        token: 'not-a-real-token',
        dciNumber: '1',
        code: 'ZZZZ',
      };
      if (!(name in values)) throw new Error(`the matrix has no value for the path parameter {${name}} of ${path}`);
      return values[name]!;
    });

  it('allows and refuses every route of the OpenAPI document for every role', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const unlisted = routes.filter((route) => !(route in expected));
    expect(unlisted, 'routes without an entry in the authorization matrix').toEqual([]);
    expect(
      Object.keys(expected).filter((route) => !routes.includes(route)),
      'matrix entries for routes that no longer exist',
    ).toEqual([]);

    const wrong: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      for (const [i, role] of roles.entries()) {
        const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
        // The live stream never ends: its answer is read from the status line.
        const streaming = route === 'GET /api/events/{id}/live';
        const response = await api.app.inject({
          method,
          url: urlOf(path),
          headers: cookieOf(await sessionFor(role, route)),
          remoteAddress: `10.0.0.${i + 1}`,
          payloadAsStream: streaming,
          ...payload,
        });
        if (streaming) response.stream().destroy();
        const allowed = expected[route]!.includes(role);
        if (allowed === denied(response.statusCode))
          wrong.push(`${route} as ${role}: ${response.statusCode} ${streaming ? '' : response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000); // every route as every role: about 800 requests in one test

  it('every request body rejects unknown fields', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    }>();
    const open: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as { type?: string; properties?: Record<string, unknown>; additionalProperties?: unknown };
      if (node.type === 'object' && node.properties && node.additionalProperties !== false) open.push(where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}.${key}`);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops))
        walk(op.requestBody?.content['application/json']?.schema, `${method.toUpperCase()} ${path}`);
    }
    expect(open).toEqual([]);
  });

  describe('beyond the matrix', () => {
    const putResult = (m: MatchOut, who: SignedIn | null, extra: object = {}) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/matches/${m.id}/result`,
        headers: cookieOf(who),
        payload: { version: m.version, games: [{ winner: m.playerA.id }], ...extra },
      });
    const refusals = async (event: string) =>
      (await api.database.db.prisma.auditEntry.findMany({ where: { eventId: event, action: 'RESULT_REFUSED' } }))
        .length;

    it('a judge of event A enters a result there but cannot touch event B; the refusal is audited and nothing else changes', async () => {
      const before = await api.database.db.prisma.match.findUniqueOrThrow({ where: { id: otherMatch.id } });
      const refused = await putResult(otherMatch, as.judge);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You have no role in this event that allows enterResults.',
      });
      expect(await api.database.db.prisma.match.findUniqueOrThrow({ where: { id: otherMatch.id } })).toEqual(before);
      const [entry] = await api.database.db.prisma.auditEntry.findMany({
        where: { eventId: otherEventId, action: 'RESULT_REFUSED' },
      });
      expect(entry).toMatchObject({ actor: as.judge!.account.email, reason: 'FORBIDDEN' });

      expect((await putResult(match, as.judge)).statusCode).toBe(200);
    });

    it('an anonymous result is refused 401 and audited; a judge may not correct an entered result, a head judge may', async () => {
      expect((await putResult(match, null)).statusCode).toBe(401);
      const anonymous = await api.database.db.prisma.auditEntry.count({
        where: { eventId, action: 'RESULT_REFUSED', actor: 'anonymous' },
      });
      expect(anonymous).toBe(1);
      const before = await refusals(eventId);
      const stored = await kit.ok<MatchOut>('GET', `/api/matches/${match.id}`);
      const correction = { games: [{ winner: stored.playerB!.id }], reason: 'Wrong box' };
      const byJudge = await putResult(stored, as.judge, correction);
      expect(byJudge.statusCode).toBe(403);
      expect(byJudge.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('correctResults') });
      expect(await refusals(eventId)).toBe(before + 1);
      expect(await kit.ok<MatchOut>('GET', `/api/matches/${match.id}`)).toEqual(stored);
      const byHeadJudge = await putResult(stored, as.headJudge, correction);
      expect(byHeadJudge.statusCode, byHeadJudge.body).toBe(200);
      const audit = await kit.audit(eventId);
      expect(audit.find((a) => a.action === 'result.correct')).toMatchObject({ actor: as.headJudge!.account.email });
    });

    it('a judge racing the first entry never gets a correction through: the right to correct is checked in the writing transaction', async () => {
      const event = await kit.createEvent({ name: 'Race' });
      await kit.registerMany(event.id, 20);
      await kit.pair(event.id);
      const matches = (await kit.publish(event.id, 1)).matches;
      const { token } = await invite(event.id, 'judge', api.organizer, as.judge!.account.email);
      expect((await accept(token, as.judge)).statusCode).toBe(200);
      const answers = await Promise.all(
        matches.map((m) =>
          Promise.all([
            putResult(m, api.organizer),
            putResult({ ...m, version: m.version + 1 }, as.judge, {
              games: [{ winner: m.playerB!.id }],
              reason: 'Race',
            }),
          ]),
        ),
      );
      expect(answers.map(([first]) => first.statusCode)).toEqual(matches.map(() => 200));
      expect(answers.map(([, judge]) => judge.statusCode).filter((status) => status !== 403 && status !== 409)).toEqual(
        [],
      );
      const stored = (await kit.round(event.id, 1)).matches;
      expect(stored.map((m) => [m.version, m.result])).toEqual(
        matches.map((m) => [1, { games: [{ winner: m.playerA.id }] }]),
      );
      expect((await kit.audit(event.id)).filter((a) => a.action === 'result.correct')).toEqual([]);
    });

    it('a private event is hidden from visitors and other organizers, shown to its staff', async () => {
      const { id } = await eventOf(api.organizer, 'Private');
      const { token } = await invite(id, 'judge', api.organizer);
      expect((await accept(token, as.judge)).statusCode).toBe(200);
      expect(
        (await api.app.inject({ method: 'PATCH', url: `/api/events/${id}`, payload: { private: true } })).json(),
      ).toMatchObject({ private: true, ownerId: api.organizer.account.id });
      for (const who of [null, as.player, as.otherOrganizer]) {
        for (const url of [`/api/events/${id}`, `/api/events/${id}/rounds`, `/api/events/${id}/access`]) {
          const response = await api.app.inject({ url, headers: cookieOf(who) });
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
        }
        const listed = (await api.app.inject({ url: '/api/events', headers: cookieOf(who) })).json<{ id: string }[]>();
        expect(listed.map((e) => e.id)).not.toContain(id);
      }
      expect((await api.app.inject({ url: `/api/events/${id}/rounds`, headers: cookieOf(as.judge) })).statusCode).toBe(
        200,
      );
      const access = await api.app.inject({ url: `/api/events/${id}/access`, headers: cookieOf(as.judge) });
      expect(access.json()).toEqual({
        role: 'judge',
        actions: ['view', 'enterResults', 'checkDecks', 'recordPenalties'],
      });
      expect(
        (await api.app.inject({ url: '/api/events', headers: cookieOf(as.judge) }))
          .json<{ id: string }[]>()
          .map((e) => e.id),
      ).toContain(id);
    });

    it('records anonymous refusals once per event and window, so a flood cannot fill the audit trail (#18)', async () => {
      const { id, match: flooded } = await eventOf(api.organizer, 'Flooded results');
      for (let i = 0; i < 25; i++) expect((await putResult(flooded, null)).statusCode).toBe(401);
      expect(await refusals(id)).toBe(1);
      expect((await putResult(flooded, as.otherOrganizer)).statusCode).toBe(403);
      expect(await refusals(id)).toBe(2);
    });

    it('a result posted to a private event by someone without a role answers 404 and is audited', async () => {
      const { id, match: hiddenMatch } = await eventOf(api.organizer, 'Private results');
      await api.app.inject({ method: 'PATCH', url: `/api/events/${id}`, payload: { private: true } });
      const before = await api.database.db.prisma.match.findUniqueOrThrow({ where: { id: hiddenMatch.id } });
      for (const who of [null, as.otherOrganizer]) {
        const refused = await putResult(hiddenMatch, who);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'MATCH_NOT_FOUND' });
      }
      expect(await api.database.db.prisma.match.findUniqueOrThrow({ where: { id: hiddenMatch.id } })).toEqual(before);
      const entries = await api.database.db.prisma.auditEntry.findMany({
        where: { eventId: id, action: 'RESULT_REFUSED' },
      });
      expect(entries.map((e) => [e.actor, e.reason]).sort()).toEqual(
        [
          ['anonymous', 'MATCH_NOT_FOUND'],
          [as.otherOrganizer!.account.email, 'MATCH_NOT_FOUND'],
        ].sort(),
      );
    });

    it('tells each caller their role and actions', async () => {
      const accessAs = async (who: SignedIn | null) =>
        (await api.app.inject({ url: `/api/events/${eventId}/access`, headers: cookieOf(who) })).json<{
          role: string | null;
          actions: string[];
        }>();
      expect(await accessAs(null)).toEqual({ role: null, actions: ['view'] });
      expect(await accessAs(as.otherOrganizer)).toEqual({ role: null, actions: ['view'] });
      expect((await accessAs(as.organizer)).role).toBe('organizer');
      expect((await accessAs(as.headJudge)).actions).toContain('disqualify');
    });

    it('refuses an expired or forged session with 401', async () => {
      const session = await login(as.player!.account.email);
      const me = () => api.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } });
      expect((await me()).statusCode).toBe(200);
      const id = sha256(session.cookie.split('=')[1]!);
      await api.database.db.prisma.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await me()).statusCode).toBe(401);
      expect((await me()).json()).toEqual({ code: 'NOT_SIGNED_IN', message: 'Sign in to do this.' });
      for (const cookie of ['tcg_session=forged', `tcg_session=${'A'.repeat(43)}`, `${session.cookie}x`]) {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: { cookie },
          payload: { name: 'Forged', format: 'modified' },
        });
        expect(response.statusCode, cookie).toBe(401);
      }
    });

    it('refuses a write from another site (Origin, Referer or Sec-Fetch-Site) and stores nothing', async () => {
      const count = () => api.database.db.prisma.event.count();
      const before = await count();
      const post = (headers: Record<string, string>) =>
        api.app.inject({ method: 'POST', url: '/api/events', headers, payload: { name: 'CSRF', format: 'modified' } });
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const response = await post(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      }
      expect(await count()).toBe(before);
      const proxied = await post({
        origin: 'https://tcg.example.org',
        'x-forwarded-host': 'tcg.example.org',
        'x-forwarded-proto': 'https',
        'sec-fetch-site': 'same-origin',
      });
      expect(proxied.statusCode).toBe(201);
      expect((await post({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
    });

    it('invitations: one use, malformed or unknown links 404, an invitation naming another email 403', async () => {
      const { token, path } = await invite(eventId, 'scorekeeper', api.organizer, 'someone.else@example.test');
      expect(path).toBe(`/invitations/${token}`);
      const shown = await api.app.inject({ url: `/api/invitations/${token}`, headers: { cookie: '' } });
      expect(shown.json()).toEqual({
        eventId,
        eventName: 'Event A',
        role: 'scorekeeper',
        email: 'someone.else@example.test',
      });
      const staffBefore = await api.database.db.prisma.eventStaff.count();
      const other = await accept(token, as.player);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'INVITATION_FOR_ANOTHER_EMAIL' });
      expect(await api.database.db.prisma.eventStaff.count()).toBe(staffBefore);
      for (const bad of ['malformed', 'x'.repeat(43), token.slice(0, -1)]) {
        expect((await api.app.inject({ url: `/api/invitations/${bad}` })).json()).toMatchObject({
          code: 'INVITATION_NOT_FOUND',
        });
        expect((await accept(bad, as.player)).statusCode).toBe(404);
      }
      const open = await invite(eventId, 'judge', api.organizer);
      expect(await accept(open.token, as.player).then((r) => r.json())).toEqual({ eventId, role: 'judge' });
      expect((await accept(open.token, as.otherOrganizer)).statusCode).toBe(404);
      const stored = await api.database.db.prisma.invitation.findFirstOrThrow({
        where: { acceptedById: as.player!.account.id },
      });
      expect(stored.tokenHash).not.toContain(open.token);
      const staff = (await api.app.inject({ url: `/api/events/${eventId}/staff` })).json<{
        staff: { accountId: string; role: string }[];
      }>();
      expect(staff.staff).toContainEqual(expect.objectContaining({ accountId: as.player!.account.id, role: 'judge' }));
      expect(
        (await api.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/staff/${as.player!.account.id}` }))
          .statusCode,
      ).toBe(204);
      const self = await api.app.inject({
        method: 'DELETE',
        url: `/api/events/${eventId}/staff/${api.organizer.account.id}`,
      });
      expect(self.statusCode).toBe(400);
    });
  });
});
