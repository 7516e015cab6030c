import { seededRandom } from '@tcg/domain/shared';
import { describe, expect, it } from 'vitest';
import { eventKit, type MatchOut, type RoundOut } from '../eventTestKit.ts';
import { OFF_THREAD_BYTES } from '../offThread/offThread.ts';
import { useTestApp, type TestApp, importThroughJob } from '../testApp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A view with player ids written as DCI numbers and every other id as "id": comparable across installations. */
function normalized(value: unknown, players: Map<string, string>): unknown {
  const rename = (s: string) => (players.has(s) ? `player ${players.get(s)}` : UUID.test(s) ? 'id' : s);
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((v) => normalized(v, players));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), normalized(v, players)]));
  return value;
}

describe('The app’s own export: GET /api/events/:id/export.json and POST /api/imports/event', () => {
  const here = useTestApp();
  const there = useTestApp();

  const get = async (api: TestApp, url: string) => {
    const response = await api.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };

  /** Everything a visitor and the staff see of the event, comparable across installations. */
  async function views(api: TestApp, eventId: string) {
    const players = (await get(api, `/api/events/${eventId}/players`)) as { id: string; dciNumber: string }[];
    const ids = new Map(players.map((p) => [p.id, p.dciNumber]));
    const base = `/api/events/${eventId}`;
    const { id: _id, ownerId: _owner, shortCode: _code, ...event } = (await get(api, base)) as Record<string, unknown>;
    const paths = ['/players', '/rounds', '/standings', '/bracket', '/audit', '/avoid-pairs'];
    const read = await Promise.all(paths.map((p) => get(api, `${base}${p}`)));
    return normalized({ event, ...Object.fromEntries(paths.map((p, i) => [p, read[i]])) }, ids);
  }

  /** An event played through the API: players, drops, draws, a correction, sometimes best of 3 and a top cut. */
  async function generatedEvent(seed: number): Promise<string> {
    const random = seededRandom(seed);
    const kit = eventKit(here.app);
    const bestOf = random() < 0.5 ? 1 : 3;
    const event = await kit.createEvent({
      name: `Generated ${seed}`,
      bestOf,
      rounds: 3,
      scoring: { policy: random() < 0.5 ? 'dci2003' : 'playpokemon' },
    });
    const players = await kit.registerMany(event.id, 8 + Math.floor(random() * 5));
    await kit.ok('POST', `/api/events/${event.id}/avoid-pairs`, { playerIds: [players[0]!.id, players[1]!.id] });
    let last: { round: RoundOut; match: MatchOut } | null = null;
    for (let r = 1; r <= 3; r++) {
      const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
      for (const m of round.matches.filter((x) => !x.bye)) {
        const roll = random();
        const game = roll < 0.15 ? { draw: true } : { winner: roll < 0.6 ? m.playerA.id : m.playerB!.id };
        await kit.ok('PUT', `/api/matches/${m.id}/result`, {
          version: m.version,
          games: bestOf === 1 ? [game] : [game, game],
        });
        last = { round, match: m };
      }
      if (r === 1)
        await kit.ok('POST', `/api/events/${event.id}/players/${players.at(-1)!.id}/drop`, { reason: 'left early' });
    }
    const stored = (await kit.round(event.id, last!.round.number)).matches.find((m) => m.id === last!.match.id)!;
    await kit.ok('PUT', `/api/matches/${stored.id}/result`, {
      version: stored.version,
      games:
        bestOf === 1 ? [{ winner: stored.playerA.id }] : [{ winner: stored.playerA.id }, { winner: stored.playerA.id }],
      reason: 'slip misread',
    });
    if (random() < 0.6) {
      await kit.ok('POST', `/api/events/${event.id}/cut`, { size: 4 });
      const semis = await kit.round(event.id, 4);
      for (const m of semis.matches.filter((x) => !x.bye))
        await kit.ok('PUT', `/api/matches/${m.id}/result`, { version: m.version, games: [{ winner: m.playerB!.id }] });
    }
    return event.id;
  }

  it.each([11, 22, 33, 44])('an event generated from seed %i moves to another installation unchanged', async (seed) => {
    const eventId = await generatedEvent(seed);
    const exported = await here.app.inject({ url: `/api/events/${eventId}/export.json` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="Generated-${seed}.json"`);
    const doc = exported.json<{ format: string; version: number; rounds: unknown[]; auditEntries: unknown[] }>();
    expect(doc).toMatchObject({ format: 'tcg-event', version: 2 });

    const imported = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<{ eventId: string }>().eventId;

    const [original, moved] = await Promise.all([views(here, eventId), views(there, copy)]);
    const { '/audit': movedAudit, ...movedRest } = moved as Record<string, unknown[]>;
    const { '/audit': originalAudit, ...originalRest } = original as Record<string, unknown[]>;
    expect(movedRest).toEqual(originalRest);
    expect(movedAudit?.slice(0, -1)).toEqual(originalAudit);
    expect(movedAudit?.at(-1)).toMatchObject({ action: 'event.import' });

    const again = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(again.statusCode, 'a second import is a second event').toBe(201);
    const codes = await Promise.all(
      [copy, again.json<{ eventId: string }>().eventId].map(
        async (id) => ((await get(there, `/api/events/${id}`)) as { shortCode: string }).shortCode,
      ),
    );
    expect(codes[1], 'with a short address of its own').not.toBe(codes[0]);
  });

  it('moves a pod-play event, its tables, results and a correction, unchanged', async () => {
    const kit = eventKit(here.app);
    const event = await kit.ok<{ id: string }>('POST', '/api/events', {
      name: 'Pod export',
      format: 'unlimited',
      type: 'pods',
      tableSize: 3,
      scoring: { by: 'place', points: [3, 1], measure: { name: 'badges' } },
    });
    await kit.registerMany(event.id, 7);
    type Table = { id: string; version: number; seats: string[] };
    for (let r = 1; r <= 2; r++) {
      const { tables } = await kit.ok<{ tables: Table[] }>('POST', `/api/events/${event.id}/rounds`);
      for (const t of tables)
        await kit.ok('PUT', `/api/tables/${t.id}/result`, {
          version: t.version,
          places: Object.fromEntries(t.seats.map((p, i) => [p, i + 1])),
          measures: { [t.seats[0]!]: r },
        });
    }
    const [table] = (await kit.ok<{ tables: Table[] }>('GET', `/api/events/${event.id}/rounds/2`)).tables;
    await kit.ok('PUT', `/api/tables/${table!.id}/result`, {
      version: table!.version,
      places: Object.fromEntries(table!.seats.map((p) => [p, 1])),
      reason: 'a three-way tie',
    });

    const doc = (await here.app.inject({ url: `/api/events/${event.id}/export.json` })).json<{
      playTables: unknown[];
      playTableSeats: unknown[];
    }>();
    expect([doc.playTables.length, doc.playTableSeats.length]).toEqual([6, 14]);
    const imported = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(imported.statusCode, imported.body).toBe(201);
    const [original, moved] = await Promise.all([
      views(here, event.id),
      views(there, imported.json<{ eventId: string }>().eventId),
    ]);
    const { '/audit': _movedAudit, ...movedRest } = moved as Record<string, unknown>;
    const { '/audit': _originalAudit, ...originalRest } = original as Record<string, unknown>;
    expect(movedRest).toEqual(originalRest);
  });

  /** A round under way with everything the judges and the players' phones leave behind. */
  async function eventWithJudging(): Promise<string> {
    const kit = eventKit(here.app);
    const event = await kit.createEvent({ name: 'Judged Cup' });
    const [offender] = await kit.registerMany(event.id, 6);
    await kit.publish(event.id, (await kit.pair(event.id)).number);
    const base = `/api/events/${event.id}`;
    const { penalty } = await kit.ok<{ penalty: { id: string } }>('POST', `${base}/penalties`, {
      playerId: offender!.id,
      infraction: 'tardiness',
      description: 'Two minutes late',
    });
    await kit.ok('PATCH', `${base}/penalties/${penalty.id}`, {
      penalty: 'caution',
      reason: 'The clock at the door was wrong',
    });
    const placed = await here.app.inject({
      method: 'POST',
      url: `${base}/judge-calls`,
      headers: { cookie: '' },
      payload: { table: 1, reason: 'rulesQuestion' },
    });
    const call = placed.json<{ id: string }>().id;
    await kit.ok('POST', `${base}/judge-calls/${call}/claim`);
    await kit.ok('POST', `${base}/judge-calls/${call}/resolve`, { note: 'Explained Energy removal' });
    await kit.ok('POST', `${base}/judge-calls/${call}/extension`);
    const [pick] = await kit.ok<{ id: string }[]>('POST', `${base}/deck-check-picks`, {
      count: 2,
      seed: 42,
      allowanceMinutes: 2,
    });
    await kit.ok('POST', `${base}/deck-check-picks/${pick!.id}/start`);
    await kit.ok('POST', `${base}/deck-check-picks/${pick!.id}/finish`);
    await kit.ok('PUT', `${base}/self-reporting`, { enabled: true, confirmMinutes: 7 });
    const { links } = await kit.ok<{ links: { players: { playerId: string; token: string }[] }[] }>(
      'GET',
      `${base}/rounds/1/report-links`,
    );
    const [a] = links[0]!.players;
    const reported = await here.app.inject({
      method: 'POST',
      url: `/api/self-report/${a!.token}`,
      headers: { cookie: '' },
      payload: { action: 'report', games: [{ winner: a!.playerId }] },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    return event.id;
  }

  const JUDGING = ['penalties', 'judgeCalls', 'deckCheckPicks', 'selfReporting', 'playerReports'] as const;

  it('moves penalties, judge calls, deck-check picks and self-reporting (version 2), their rows identical', async () => {
    const eventId = await eventWithJudging();
    const doc = (await here.app.inject({ url: `/api/events/${eventId}/export.json` })).json<
      Record<string, Record<string, unknown>[]>
    >();
    expect(JUDGING.map((table) => doc[table]!.length)).toEqual([1, 1, 2, 1, 1]);
    const imported = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = (
      await there.app.inject({ url: `/api/events/${imported.json<{ eventId: string }>().eventId}/export.json` })
    ).json<Record<string, Record<string, unknown>[]>>();
    const dci = (d: typeof doc) => new Map(d.players!.map((p) => [String(p.id), String(p.dciNumber)]));
    const rows = (d: typeof doc) => normalized(Object.fromEntries(JUDGING.map((table) => [table, d[table]])), dci(d));
    expect(rows(copy)).toEqual(rows(doc));
    expect(copy.penalties![0]).toMatchObject({ penalty: 'caution', changeReason: 'The clock at the door was wrong' });
    expect(copy.selfReporting![0]).toMatchObject({
      enabled: true,
      confirmMinutes: 7,
      secret: doc.selfReporting![0]!.secret,
    });
  });

  it('players report through their result links after the import: a link printed before the move and the organizer’s new one', async () => {
    const kit = eventKit(here.app);
    const event = await kit.createEvent({ name: 'Moved Cup' });
    await kit.registerMany(event.id, 4);
    await kit.publish(event.id, (await kit.pair(event.id)).number);
    await kit.ok('PUT', `/api/events/${event.id}/self-reporting`, { enabled: true, confirmMinutes: 10 });
    type Links = { links: { players: { playerId: string; token: string }[] }[] };
    const printed = (await kit.ok<Links>('GET', `/api/events/${event.id}/rounds/1/report-links`)).links[0]!.players;
    const doc = (await here.app.inject({ url: `/api/events/${event.id}/export.json` })).json();
    const imported = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<{ eventId: string }>().eventId;
    const phone = (token: string, payload: object) =>
      there.app.inject({ method: 'POST', url: `/api/self-report/${token}`, headers: { cookie: '' }, payload });

    const [a, b] = printed as [Links['links'][number]['players'][number], Links['links'][number]['players'][number]];
    // The phone reads the player's id in this installation from the page, as the report form does.
    const you = (await there.app.inject({ url: `/api/self-report/${a.token}`, headers: { cookie: '' } })).json<{
      you: { id: string };
    }>().you;
    const reported = await phone(a.token, { action: 'report', games: [{ winner: you.id }] });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({ eventId: copy, status: 'open' });
    const fresh = (await eventKit(there.app).ok<Links>('GET', `/api/events/${copy}/rounds/1/report-links`)).links[0]!
      .players;
    const opponent = fresh.find((p) => p.token.split('.')[1] === 'b')!;
    expect(opponent.token).not.toBe(b.token);
    const confirmed = await phone(opponent.token, { action: 'confirm' });
    expect(confirmed.json()).toMatchObject({ eventId: copy, status: 'closed', result: expect.stringContaining('won') });
    const round = await eventKit(there.app).round(copy, 1);
    expect(round.matches.filter((m) => m.result !== null)).toHaveLength(1);
    expect(
      (await here.app.inject({ url: `/api/self-report/${b.token}`, headers: { cookie: '' } })).json(),
    ).toMatchObject({ eventId: event.id, status: 'open' });
  });

  it('still reads a version 1 file, which holds no judging rows', async () => {
    const eventId = await generatedEvent(7);
    const doc = (await here.app.inject({ url: `/api/events/${eventId}/export.json` })).json<Record<string, unknown>>();
    const older = Object.fromEntries(
      Object.entries({ ...doc, version: 1 }).filter(([table]) => !(JUDGING as readonly string[]).includes(table)),
    );
    const imported = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: older });
    expect(imported.statusCode, imported.body).toBe(201);
    const [original, moved] = await Promise.all([
      views(here, eventId),
      views(there, imported.json<{ eventId: string }>().eventId),
    ]);
    const { '/audit': _movedAudit, ...movedRest } = moved as Record<string, unknown>;
    const { '/audit': _originalAudit, ...originalRest } = original as Record<string, unknown>;
    expect(movedRest).toEqual(originalRest);
  });

  it('refuses another version, and rows that do not fit together, storing nothing', async () => {
    const eventId = await generatedEvent(5);
    const doc = (await here.app.inject({ url: `/api/events/${eventId}/export.json` })).json<
      Record<string, unknown> & { matches: Record<string, unknown>[] }
    >();
    const events = await there.database.db.prisma.event.count();
    const wrongVersion = await importThroughJob(there.app, {
      method: 'POST',
      url: '/api/imports/event',
      payload: { ...doc, version: 3 },
    });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const broken = {
      ...doc,
      matches: doc.matches.map((m, i) => (i === 0 ? { ...m, roundId: '00000000-0000-4000-8000-000000000000' } : m)),
    };
    const refused = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: broken });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'EXPORT_INVALID' });
    expect(await there.database.db.prisma.event.count()).toBe(events);
  });

  it('exports an event of more matches than one statement takes parameters (32,767), a self-report among them', async () => {
    const kit = eventKit(here.app);
    const event = await kit.createEvent({ name: 'Marathon', rounds: 1 });
    const [a, b] = await kit.registerMany(event.id, 2);
    const { prisma } = here.database.db;
    const round = await prisma.round.create({ data: { eventId: event.id, number: 1, seed: 1 } });
    for (let from = 0; from < 35_000; from += 5_000) {
      const tables = Array.from({ length: 5_000 }, (_, i) => ({
        roundId: round.id,
        tableNumber: from + i + 1,
        playerAId: a!.id,
        playerBId: b!.id,
      }));
      await prisma.match.createMany({ data: tables });
    }
    const last = await prisma.match.findFirstOrThrow({ where: { roundId: round.id, tableNumber: 35_000 } });
    await prisma.playerReport.create({ data: { matchId: last.id, playerId: a!.id, report: { winner: a!.id } } });
    const exported = await here.app.inject({ url: `/api/events/${event.id}/export.json` });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const doc = exported.json<{ matches: unknown[]; playerReports: { matchId: string }[] }>();
    expect([doc.matches.length, doc.playerReports.map((r) => r.matchId)]).toEqual([35_000, [last.id]]);
  });

  it('imports an export larger than the API reads on its thread (#32): read in a worker, the same event', async () => {
    const kit = eventKit(here.app);
    const event = await kit.createEvent({ name: 'Large file', rounds: 1 });
    const [a, b] = await kit.registerMany(event.id, 2);
    const round = await here.database.db.prisma.round.create({ data: { eventId: event.id, number: 1, seed: 1 } });
    const tables = Array.from({ length: 5_000 }, (_, i) => ({
      roundId: round.id,
      tableNumber: i + 1,
      playerAId: a!.id,
      playerBId: b!.id,
    }));
    await here.database.db.prisma.match.createMany({ data: tables });
    const exported = await here.app.inject({ url: `/api/events/${event.id}/export.json` });
    expect(exported.rawPayload.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const imported = await importThroughJob(there.app, {
      method: 'POST',
      url: '/api/imports/event',
      payload: exported.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<{ eventId: string }>().eventId;
    const stored = await there.database.db.prisma.match.findMany({
      where: { round: { eventId: copy } },
      select: { tableNumber: true },
      orderBy: { tableNumber: 'asc' },
    });
    expect(stored.map((m) => m.tableNumber)).toEqual(tables.map((t) => t.tableNumber));
    const withNul = exported.body.replace('"Large file"', '"Large\\u0000file"');
    const refused = await importThroughJob(there.app, {
      method: 'POST',
      url: '/api/imports/event',
      payload: withNul,
      headers: { 'content-type': 'application/json' },
    });
    expect([refused.statusCode, refused.json()]).toMatchObject([
      400,
      { code: 'VALIDATION_ERROR', field: 'event.name' },
    ]);
  });

  it('a refused import removes the house format it installed, and keeps one that was installed before (#32)', async () => {
    const house = (id: string) => ({ id, name: `House ${id}`, deckSize: 60, copyLimit: 4, sets: 'all' });
    const formats = () =>
      there.database.db.prisma.customFormat.findMany({
        where: { id: { in: ['house-new', 'house-known'] } },
        select: { id: true },
      });
    for (const id of ['house-new', 'house-known'])
      expect((await here.app.inject({ method: 'POST', url: '/api/formats', payload: house(id) })).statusCode).toBe(201);
    expect(
      (await there.app.inject({ method: 'POST', url: '/api/formats', payload: house('house-known') })).statusCode,
    ).toBe(201);
    for (const format of ['house-new', 'house-known']) {
      const kit = eventKit(here.app);
      const event = await kit.createEvent({ name: `Under ${format}`, format, rounds: 2 });
      await kit.registerMany(event.id, 4);
      await kit.publish(event.id, (await kit.pair(event.id)).number);
      const doc = (await here.app.inject({ url: `/api/events/${event.id}/export.json` })).json<
        Record<string, unknown> & { matches: Record<string, unknown>[]; customFormats: unknown[] }
      >();
      expect(doc.customFormats).toHaveLength(1);
      const broken = {
        ...doc,
        matches: doc.matches.map((m, i) => (i === 0 ? { ...m, roundId: '00000000-0000-4000-8000-000000000000' } : m)),
      };
      const refused = await importThroughJob(there.app, { method: 'POST', url: '/api/imports/event', payload: broken });
      expect([refused.statusCode, refused.json()]).toMatchObject([400, { code: 'EXPORT_INVALID' }]);
    }
    expect(await formats()).toEqual([{ id: 'house-known' }]);
  });
});
