import { parseTdf } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { tdfFixture as fixture, tdfKit, tdfOf, unseededCut } from '../tdfTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('TOM files: POST /api/imports/tdf and GET /api/events/:id/export.tdf', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const { importTdf, imported, exported } = tdfKit(() => api.app);

  it('imports a registration-only file (text/xml): players by DCI number, names intact, no rounds', async () => {
    const response = await importTdf(fixture('registration-only.tdf'), 'text/xml');
    expect(response.statusCode, response.body).toBe(201);
    const { eventId } = response.json<{ eventId: string }>();
    const event = await kit.ok<{
      name: string;
      date: string;
      status: string;
      scoring: { policy: string };
      roundMinutes: number;
    }>('GET', `/api/events/${eventId}`);
    expect(event).toMatchObject({
      name: 'Cerulean League Cup',
      date: '2003-03-15',
      status: 'registration',
      scoring: { policy: 'playpokemon' },
      roundMinutes: 50,
    });
    const players = await kit.ok<{ dciNumber: string; firstName: string; lastName: string }[]>(
      'GET',
      `/api/events/${eventId}/players`,
    );
    expect(players.map((p) => `${p.dciNumber} ${p.firstName} ${p.lastName}`).sort()).toEqual([
      '2001 Misty Waterflower',
      '2002 Brock Harrison',
      '2003 José Núñez, Jr.',
      "2004 Gary O'Oak",
    ]);
  });

  it('imports an event in progress and continues it in the app', async () => {
    const eventId = await imported(fixture('in-progress.tdf'));
    const rounds = await kit.ok<{ number: number; status: string; missingTables: number[] }[]>(
      'GET',
      `/api/events/${eventId}/rounds`,
    );
    expect(rounds.map((r) => [r.number, r.status, r.missingTables])).toEqual([
      [1, 'published', []],
      [2, 'published', [2]],
    ]);
    const players = await kit.ok<{ id: string; dciNumber: string; droppedAfterRound: number | null }[]>(
      'GET',
      `/api/events/${eventId}/players`,
    );
    expect(players.find((p) => p.dciNumber === '106')?.droppedAfterRound).toBe(0);
    const standings = await kit.standings(eventId, 1);
    const points = Object.fromEntries(standings.rows.map((r) => [r.name, r.points]));
    expect(points).toMatchObject({
      'Ash Ketchum': 3,
      'Gary Oak': 0,
      'May Maple': 1,
      'Max Maple': 1,
      'Dawn Berlitz': 3,
    });

    const round2 = await kit.round(eventId, 2);
    expect(round2.matches.filter((m) => !m.bye && m.result === null)).toHaveLength(1);
    await kit.reportOpen(round2);
    const round3 = await kit.ok<{ number: number; matches: unknown[] }>('POST', `/api/events/${eventId}/rounds`);
    expect(round3.number).toBe(3);
  });

  it('gives the players of an imported event working result links once the organizer turns self-reporting on', async () => {
    const eventId = await imported(fixture('in-progress.tdf'));
    await kit.ok('PUT', `/api/events/${eventId}/self-reporting`, { enabled: true, confirmMinutes: 10 });
    const { links } = await kit.ok<{ links: { matchId: string; players: { playerId: string; token: string }[] }[] }>(
      'GET',
      `/api/events/${eventId}/rounds/2/report-links`,
    );
    const round = await kit.ok<{ matches: { id: string; result: unknown }[] }>(
      'GET',
      `/api/events/${eventId}/rounds/2`,
    );
    const open = links.find((l) => round.matches.find((m) => m.id === l.matchId)!.result === null)!;
    const [a, b] = open.players as [{ playerId: string; token: string }, { playerId: string; token: string }];
    const phone = (token: string, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/self-report/${token}`, headers: { cookie: '' }, payload });
    expect((await phone(a.token, { action: 'report', games: [{ winner: b.playerId }] })).statusCode).toBe(200);
    expect((await phone(b.token, { action: 'confirm' })).json()).toMatchObject({ eventId, status: 'closed' });
    const match = await kit.ok<{ result: unknown }>('GET', `/api/matches/${open.matchId}`);
    expect(match.result).toEqual({ games: [{ winner: b.playerId }] });
  });

  it('gives the standings of each age division, from the years of birth in the file (2003: 10 and under, 11–14, 15 and over)', async () => {
    const eventId = await imported(fixture('in-progress.tdf'));
    const names = async (division: string) => {
      const standings = await kit.ok<{ rows: { rank: number; name: string }[] }>(
        'GET',
        `/api/events/${eventId}/standings?round=1&division=${division}`,
      );
      return standings.rows.map((r) => `${r.rank} ${r.name}`);
    };
    expect(await names('masters')).toEqual(['1 Ash Ketchum', '2 Gary Oak']);
    expect(await names('seniors')).toEqual(['1 Dawn Berlitz']);
    expect((await names('juniors')).map((row) => row.slice(2)).sort()).toEqual([
      'Iris Drake',
      'Max Maple',
      'May Maple',
    ]);
    const players = await kit.ok<{ dciNumber: string; birthYear: number | null }[]>(
      'GET',
      `/api/events/${eventId}/players`,
    );
    expect(players.find((p) => p.dciNumber === '104')?.birthYear).toBe(1995);
  });

  it('imports a finished event with its top cut: bracket, champion and final standings; export reads back the same', async () => {
    const eventId = await imported(fixture('finalized.tdf'));
    const event = await kit.ok<{ status: string; rounds: number }>('GET', `/api/events/${eventId}`);
    expect(event).toMatchObject({ status: 'finished', rounds: 3 });
    const final = await kit.ok<{ rows: { place: number; player: { dciNumber: string } }[] }>(
      'GET',
      `/api/events/${eventId}/final-standings`,
    );
    expect(final.rows.slice(0, 4).map((r) => r.player.dciNumber)).toEqual(['303', '301', '305', '307']);

    const xml = await exported(eventId);
    expect(tdfOf(xml)).toEqual(tdfOf(fixture('finalized.tdf')));
    // As TOM writes them: per division (the champion first in theirs), players who dropped ranked among those who finished.
    const places = parseTdf(xml);
    expect(places.ok && places.value.finished).toBe(true);
    const standings = places.ok ? places.value.standings : [];
    expect(standings.find((s) => s.userid === '303')).toMatchObject({ place: 1, dnf: false });
    expect(standings.find((s) => s.userid === '309')).toMatchObject({ dnf: false });
    expect(standings).toHaveLength(9);

    const again = await importTdf(xml);
    expect(again.statusCode, again.body).toBe(201);
    expect(tdfOf(await exported(again.json<{ eventId: string }>().eventId))).toEqual(tdfOf(xml));
  });

  it('exports an event in progress that imports back to the same rounds', async () => {
    const eventId = await imported(fixture('in-progress.tdf'));
    // The top cut's round time is stored with the cut: an event without one has none to write.
    expect(tdfOf(await exported(eventId))).toEqual({ ...tdfOf(fixture('in-progress.tdf')), finalsRoundMinutes: null });
  });

  it.each([
    ['a truncated file', () => fixture('finalized.tdf').slice(0, 1500), 'tournament'],
    [
      'an unknown outcome code',
      () => fixture('finalized.tdf').replace('<match outcome="3">', '<match outcome="7">'),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[3]',
    ],
    [
      'outcome 8 between two players',
      () => fixture('finalized.tdf').replace('<match outcome="3">', '<match outcome="8">'),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[3]',
    ],
    [
      'a player paired twice in a round',
      () => fixture('in-progress.tdf').replace('<player userid="105"/>', '<player userid="101"/>'),
      'tournament/pods/pod[1]/rounds/round[1]/matches/match[3]',
    ],
    ['a top cut the standings do not seed', unseededCut, 'tournament/pods/pod[1]/rounds/round[4]/matches/match[1]'],
  ])('refuses %s with 400 naming the element, storing nothing', async (_name, xml, field) => {
    const { audit, ...before } = await snapshot(api.database.db.prisma);
    const events = await api.database.db.prisma.event.count();
    const response = await importTdf(xml());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TDF_INVALID', field });
    const { audit: after, ...stored } = await snapshot(api.database.db.prisma);
    expect(stored).toEqual(before);
    expect(await api.database.db.prisma.event.count()).toBe(events);
    // A file refused while its job replays it leaves the append-only audit trail of the removed event, ending with the failure.
    if (after > audit)
      expect(await api.database.db.prisma.auditEntry.findFirst({ orderBy: { createdAt: 'desc' } })).toMatchObject({
        action: 'event.import.failed',
        reason: expect.stringContaining(field),
      });
  });

  it('refuses a JSON body and an anonymous import', async () => {
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/imports/tdf', payload: { xml: '<tournament/>' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/imports/tdf',
          headers: { cookie: '', 'content-type': 'application/xml' },
          payload: fixture('in-progress.tdf'),
        })
      ).statusCode,
    ).toBe(401);
  });
});
