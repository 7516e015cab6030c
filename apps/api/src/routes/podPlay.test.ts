import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../testApp.ts';
import { eventKit } from '../eventTestKit.ts';

const api = useTestApp();
const kit = eventKit(() => api.app);

interface TableOut {
  id: string;
  table: number;
  seats: string[];
  version: number;
  scored: { playerId: string; place: number; points: number }[] | null;
}
interface PodRoundOut {
  number: number;
  title: string;
  tables: TableOut[];
  missingTables: number[];
}
interface PodStandingsOut {
  type: 'pods';
  throughRound: number;
  rows: { rank: number; playerId: string; points: number; tables: number; opponentsAverage: number }[];
}

const podNight = {
  name: 'Pod Night',
  format: 'unlimited',
  type: 'pods',
  tableSize: 4,
  scoring: { by: 'place', points: [4, 2, 1, 0] },
};

async function podEvent(players = 14, settings: object = {}) {
  const event = await kit.ok<{ id: string; type: string; tableSize: number; rounds: number }>('POST', '/api/events', {
    ...podNight,
    ...settings,
  });
  const registered = await kit.registerMany(event.id, players);
  return { event, players: registered };
}

const seat = (eventId: string) => kit.ok<PodRoundOut>('POST', `/api/events/${eventId}/rounds`);
const placesInSeatOrder = (table: TableOut) => Object.fromEntries(table.seats.map((id, i) => [id, i + 1]));
const enter = (table: TableOut, body: object) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/tables/${table.id}/result`,
    payload: { version: table.version, ...body },
  });

describe('a pod-play event (#19)', () => {
  it('may name no card format: then it has no deck rules; a Swiss event still names one (#31)', async () => {
    const { format: _format, ...boardGames } = podNight;
    const event = await kit.ok<{ id: string; format: string | null; type: string }>('POST', '/api/events', {
      ...boardGames,
      name: 'Board game night',
    });
    expect(event).toMatchObject({ format: null, type: 'pods' });
    expect((await kit.ok<{ format: string | null }>('GET', `/api/events/${event.id}`)).format).toBeNull();
    const [player] = await kit.registerMany(event.id, 4);
    const deck = await api.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/players/${player!.id}/deck`,
      payload: { list: '4 Pikachu BS 58' },
    });
    expect(deck.statusCode).toBe(409);
    expect(deck.json()).toMatchObject({ code: 'NO_CARD_FORMAT', field: 'format' });
    expect((await seat(event.id)).tables).toHaveLength(1);
    const swiss = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'Swiss without a format' },
    });
    expect(swiss.statusCode).toBe(400);
    expect(swiss.json()).toMatchObject({ code: 'FORMAT_REQUIRED', field: 'format', section: '201' });
  });

  it('is created with its table size, scoring and three rounds, and shown as such', async () => {
    const { event } = await podEvent(0);
    expect(event).toMatchObject({
      type: 'pods',
      tableSize: 4,
      rounds: 3,
      tableScoring: { by: 'place', points: [4, 2, 1, 0] },
    });
    expect((await kit.ok<{ type: string }>('GET', `/api/events/${event.id}`)).type).toBe('pods');
  });

  it.each([
    [{ tableSize: 7 }, 'tableSize'],
    [{ tableSize: undefined }, 'tableSize'],
    [{ scoring: { by: 'place', points: [1, 2] } }, 'scoring.points'],
    [{ scoring: { policy: 'dci2003' } }, 'scoring.policy'],
    [{ type: 'league' }, 'type'],
  ])('refuses %j naming %s and stores nothing', async (settings, field) => {
    const before = await api.database.db.prisma.event.count();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { ...podNight, ...settings },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await api.database.db.prisma.event.count()).toBe(before);
  });

  it('seats 14 players at tables of 4, 4, 3, 3 and answers { number, tables: [{ id, table, seats }] }', async () => {
    const { event, players } = await podEvent(14);
    const round = await seat(event.id);
    expect(round).toMatchObject({ number: 1, title: 'Round 1' });
    expect(round.tables.map((t) => [t.table, t.seats.length])).toEqual([
      [1, 4],
      [2, 4],
      [3, 3],
      [4, 3],
    ]);
    expect(round.tables.flatMap((t) => t.seats).sort()).toEqual(players.map((p) => p.id).sort());
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/1`)).toEqual(round);
  });

  it('refuses the next round while tables miss results, naming them', async () => {
    const { event } = await podEvent(6);
    await seat(event.id);
    const response = await api.app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RESULTS_MISSING',
      message: 'Round 1 still misses results at tables 1, 2.',
    });
  });

  it('scores places with ties, corrects with a reason (audited), and refuses a stale version with the stored table', async () => {
    const { event } = await podEvent(4);
    const [table] = (await seat(event.id)).tables;
    const [a, b, c, d] = table!.seats as [string, string, string, string];
    const first = await enter(table!, { places: { [a]: 1, [b]: 2, [c]: 2, [d]: 4 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().scored.map((s: { points: number }) => s.points)).toEqual([4, 1.5, 1.5, 0]);

    const stale = await enter(table!, { places: { [a]: 1, [b]: 2, [c]: 3, [d]: 4 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', table: { version: 1 } });

    const noReason = await enter({ ...table!, version: 1 }, { places: { [a]: 1, [b]: 2, [c]: 3, [d]: 4 } });
    expect(noReason.statusCode).toBe(400);
    const corrected = await enter(
      { ...table!, version: 1 },
      { places: { [a]: 1, [b]: 2, [c]: 3, [d]: 4 }, reason: 'c and b were not tied' },
    );
    expect(corrected.statusCode).toBe(200);
    const audit = await kit.audit(event.id);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['round.seat', 'table.result', 'table.correct']));
    expect(audit.find((e) => e.action === 'table.correct')).toMatchObject({ reason: 'c and b were not tied' });
  });

  it.each([
    ['a seat without a place', (s: string[]) => ({ places: { [s[0]!]: 1, [s[1]!]: 2, [s[2]!]: 3 } }), 'INVALID_FIELD'],
    [
      'points where places score',
      (s: string[]) => ({ points: Object.fromEntries(s.map((id) => [id, 1])) }),
      'INVALID_FIELD',
    ],
    [
      'a tie that does not skip the next place',
      (s: string[]) => ({ places: { [s[0]!]: 1, [s[1]!]: 1, [s[2]!]: 2, [s[3]!]: 4 } }),
      'INVALID_FIELD',
    ],
  ])('refuses %s with 400 and changes nothing', async (_, body, code) => {
    const { event } = await podEvent(4);
    const [table] = (await seat(event.id)).tables;
    const response = await enter(table!, body(table!.seats));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await kit.ok<TableOut>('GET', `/api/tables/${table!.id}`)).version).toBe(0);
  });

  it('runs three rounds to standings by total, seats later rounds by standings, and finishes', async () => {
    const { event } = await podEvent(8);
    for (let n = 1; n <= 3; n++) {
      const round = await seat(event.id);
      expect(round.title).toBe(`Round ${n}`);
      for (const table of round.tables)
        expect((await enter(table, { places: placesInSeatOrder(table) })).statusCode).toBe(200);
    }
    const standings = await kit.ok<PodStandingsOut>('GET', `/api/events/${event.id}/standings`);
    expect(standings).toMatchObject({ type: 'pods', throughRound: 3 });
    expect(standings.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(standings.rows.every((r, i) => i === 0 || standings.rows[i - 1]!.points >= r.points)).toBe(true);
    expect(standings.rows.every((r) => r.tables === 3)).toBe(true);
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${event.id}`)).status).toBe('finished');
    const refused = await api.app.inject({ method: 'POST', url: `/api/events/${event.id}/rounds` });
    expect(refused.json()).toMatchObject({ code: 'EVENT_FINISHED' });

    const csv = (await api.app.inject({ url: `/api/events/${event.id}/export/standings.csv` })).body.split('\r\n');
    expect(csv[0]).toBe('\uFEFFRank,DCI number,Name,Points,Tables,Firsts,Measure,Table-mates’ average,Dropped');
    expect(csv).toHaveLength(10);
    expect((await kit.ok<PodRoundOut[]>('GET', `/api/events/${event.id}/rounds`)).map((r) => r.title)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
    ]);
    expect((await kit.ok<{ title: string }>('GET', `/api/events/${event.id}/clock`)).title).toBe('Round 3');
    const seats = (await api.app.inject({ url: `/api/events/${event.id}/export/pairings.csv?round=2` })).body.split(
      '\r\n',
    );
    expect(seats[0]).toBe('\uFEFFRound,Table,Seat,DCI number,Player,Place,Points,Measure');
    expect(seats.slice(1, 5).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      '2,1,1',
      '2,1,2',
      '2,1,3',
      '2,1,4',
    ]);
  });

  it('scores by points reported and by win', async () => {
    const byPoints = await podEvent(3, { tableSize: 3, scoring: { by: 'points' } });
    const [table] = (await seat(byPoints.event.id)).tables;
    const points = Object.fromEntries(table!.seats.map((id, i) => [id, 100 * i]));
    expect((await enter(table!, { points })).json().scored.map((s: { place: number }) => s.place)).toEqual([3, 2, 1]);

    const byWin = await podEvent(2, { tableSize: 2, scoring: { by: 'win' } });
    const [duel] = (await seat(byWin.event.id)).tables;
    expect(
      (await enter(duel!, { places: placesInSeatOrder(duel!) })).json().scored.map((s: { points: number }) => s.points),
    ).toEqual([1, 0]);
  });

  it('refuses a stranger with 403 and audits the refusal', async () => {
    const { event } = await podEvent(4);
    const [table] = (await seat(event.id)).tables;
    const stranger = await signUp(api.app, 'pod-stranger@example.test');
    const refused = await api.app.inject({
      method: 'PUT',
      url: `/api/tables/${table!.id}/result`,
      headers: { cookie: stranger.cookie },
      payload: { version: 0, places: placesInSeatOrder(table!) },
    });
    expect(refused.statusCode).toBe(403);
    expect((await kit.audit(event.id)).some((e) => e.action === 'RESULT_REFUSED')).toBe(true);
  });

  it('refuses a TOM file export with 409 TDF_CANNOT_CARRY: TOM holds matches of two', async () => {
    const { event } = await podEvent(4);
    const response = await api.app.inject({ url: `/api/events/${event.id}/export.tdf` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TDF_CANNOT_CARRY' });
  });

  it('answers 404 TABLE_NOT_FOUND for an unknown table', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/api/tables/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'TABLE_NOT_FOUND' });
  });
});
