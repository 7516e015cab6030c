import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { signUp, useTestApp } from '../testApp.ts';

describe('Registration through the API', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('enters a late player with a match loss for each round missed, and leaves the round count alone', async () => {
    const event = await kit.createEvent({ rounds: 3 });
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const late = await kit.register(event.id, 'Latecomer');
    expect(late.lateEntryRound).toBe(2);
    const round2 = await kit.pair(event.id);
    expect(round2.matches.some((m) => m.playerA.id === late.id || m.playerB?.id === late.id)).toBe(true);
    const row = (await kit.standings(event.id, 1)).rows.find((r) => r.playerId === late.id)!;
    expect(row).toMatchObject({ points: 0, wins: 0, losses: 1, gw: 1 / 3 });
    expect((await kit.ok<{ rounds: number }>('GET', `/api/events/${event.id}`)).rounds).toBe(3);
    expect((await kit.audit(event.id)).some((a) => a.action === 'player.lateEntry')).toBe(true);
  });

  it('drops a player after the current round, undoes it until the next round is paired', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 6);
    await kit.playRound(event.id);
    const leaving = players[0]!;
    const dropped = await kit.ok<{ droppedAfterRound: number }>(
      'POST',
      `/api/events/${event.id}/players/${leaving.id}/drop`,
    );
    expect(dropped.droppedAfterRound).toBe(1);
    const undone = await kit.ok<{ droppedAfterRound: number | null }>(
      'POST',
      `/api/events/${event.id}/players/${leaving.id}/undo-drop`,
    );
    expect(undone.droppedAfterRound).toBeNull();
    await kit.ok('POST', `/api/events/${event.id}/players/${leaving.id}/drop`, { reason: 'Feeling unwell' });
    const round2 = await kit.pair(event.id);
    expect(round2.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(leaving.id);
    const before = await snapshot(api.database.db.prisma);
    const tooLate = await kit.call('POST', `/api/events/${event.id}/players/${leaving.id}/undo-drop`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.code).toBe('DROP_FINAL');
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    const row = (await kit.standings(event.id, 1)).rows.find((r) => r.playerId === leaving.id)!;
    expect(row.dropped).toBe(true);
    expect((await kit.audit(event.id)).map((a) => a.action).filter((a) => a.startsWith('player.'))).toEqual([
      ...Array(6).fill('player.register'),
      'player.drop',
      'player.undoDrop',
      'player.drop',
    ]);
    expect((await kit.audit(event.id)).filter((a) => a.action === 'player.drop').map((a) => a.reason)).toEqual([
      null,
      'Feeling unwell',
    ]);
  });

  it('disqualifies a player with a reason: out of the standings, results stand for the opponents', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round = await kit.playRound(event.id);
    const cheater = round.matches[0]!.playerA;
    const opponent = round.matches[0]!.playerB!;
    const noReason = await kit.call('POST', `/api/events/${event.id}/players/${cheater.id}/disqualify`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'REASON_REQUIRED', field: 'reason' });
    const dq = await kit.ok<{ disqualified: boolean; disqualifiedReason: string }>(
      'POST',
      `/api/events/${event.id}/players/${cheater.id}/disqualify`,
      { reason: 'Marked cards' },
    );
    expect(dq).toMatchObject({ disqualified: true, disqualifiedReason: 'Marked cards' });
    const rows = (await kit.standings(event.id, 1)).rows;
    expect(rows.map((r) => r.playerId)).not.toContain(cheater.id);
    expect(rows.find((r) => r.playerId === opponent.id)).toMatchObject({ losses: 1, points: 0 });
    const round2 = await kit.pair(event.id);
    expect(round2.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(cheater.id);
    expect(round2.matches.filter((m) => m.bye)).toHaveLength(1);
  });

  it('refuses bad registrations and unknown players, storing nothing', async () => {
    const event = await kit.createEvent();
    await kit.ok('POST', `/api/events/${event.id}/players`, {
      dciNumber: '555',
      firstName: 'Misty',
      lastName: 'Waterflower',
    });
    const cases: [string, object | undefined, number, string, string | undefined][] = [
      [
        `/api/events/${event.id}/players`,
        { dciNumber: '555', firstName: 'Misty', lastName: 'W' },
        409,
        'DUPLICATE_DCI_NUMBER',
        'dciNumber',
      ],
      [
        `/api/events/${event.id}/players`,
        { dciNumber: '55a', firstName: 'Brock', lastName: 'Harrison' },
        400,
        'INVALID_DCI_NUMBER',
        'dciNumber',
      ],
      [
        `/api/events/${event.id}/players`,
        { dciNumber: '556', firstName: 'Brock' },
        400,
        'VALIDATION_ERROR',
        'lastName',
      ],
      [
        `/api/events/${event.id}/players/00000000-0000-4000-8000-000000000000/drop`,
        undefined,
        404,
        'PLAYER_NOT_FOUND',
        undefined,
      ],
      [
        `/api/events/00000000-0000-4000-8000-000000000000/players`,
        { dciNumber: '557', firstName: 'Gary', lastName: 'Oak' },
        404,
        'EVENT_NOT_FOUND',
        undefined,
      ],
    ];
    for (const [url, payload, status, code, field] of cases) {
      const before = await snapshot(api.database.db.prisma);
      const response = await kit.call('POST', url, payload);
      expect(response.status, code).toBe(status);
      expect(response.body, code).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(await snapshot(api.database.db.prisma)).toEqual(before);
    }
  });

  it("keeps a registration's name and DCI number to its event: a stranger registering or correcting the same DCI number elsewhere changes nothing here", async () => {
    const victimEvent = await kit.createEvent();
    const ash = await kit.ok<{ id: string }>('POST', `/api/events/${victimEvent.id}/players`, {
      dciNumber: '777',
      firstName: 'Ash',
      lastName: 'Ketchum',
    });
    await kit.registerMany(victimEvent.id, 3);
    await kit.pair(victimEvent.id);
    const shown = await kit.round(victimEvent.id, 1);
    const stranger = await signUp(api.app, 'stranger-777@example.test');
    const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      api.app.inject({ method, url, payload, headers: { cookie: stranger.cookie } });
    const own = (await as('POST', '/api/events', { name: 'Mine', format: 'modified' })).json<{ id: string }>();
    const copy = await as('POST', `/api/events/${own.id}/players`, {
      dciNumber: '777',
      firstName: 'Gary',
      lastName: 'Oak',
    });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json<{ id: string }>().id;
    expect(copyId).not.toBe(ash.id);
    expect(
      (await as('PATCH', `/api/events/${own.id}/players/${copyId}`, { dciNumber: '778', firstName: 'Blue' }))
        .statusCode,
    ).toBe(200);
    const players = await kit.ok<{ id: string }[]>('GET', `/api/events/${victimEvent.id}/players`);
    expect(players.find((p) => p.id === ash.id)).toMatchObject({
      dciNumber: '777',
      firstName: 'Ash',
      lastName: 'Ketchum',
    });
    expect(await kit.round(victimEvent.id, 1)).toEqual(shown);
    expect((await as('PATCH', `/api/events/${own.id}/players/${ash.id}`, { firstName: 'Gary' })).statusCode).toBe(404);
    expect((await kit.audit(victimEvent.id)).filter((a) => a.action === 'player.edit')).toEqual([]);
  });

  it('corrects a DCI number to one registered in another event, and refuses one registered in the same event', async () => {
    const first = await kit.createEvent();
    const second = await kit.createEvent();
    await kit.ok('POST', `/api/events/${first.id}/players`, { dciNumber: '880', firstName: 'Misty', lastName: 'W' });
    const brock = await kit.ok<{ id: string }>('POST', `/api/events/${second.id}/players`, {
      dciNumber: '881',
      firstName: 'Brock',
      lastName: 'T',
    });
    await kit.ok('POST', `/api/events/${second.id}/players`, { dciNumber: '882', firstName: 'Tracey', lastName: 'S' });
    expect(await kit.ok('PATCH', `/api/events/${second.id}/players/${brock.id}`, { dciNumber: '880' })).toMatchObject({
      dciNumber: '880',
      firstName: 'Brock',
    });
    const taken = await api.app.inject({
      method: 'PATCH',
      url: `/api/events/${second.id}/players/${brock.id}`,
      payload: { dciNumber: '882' },
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'DUPLICATE_DCI_NUMBER', field: 'dciNumber' }),
    ]);
  });

  it('keeps apart two players the organizer named, when a pairing allows it', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const event = await kit.createEvent();
      const [a, b] = await kit.registerMany(event.id, 4);
      const pairs = await kit.ok<[string, string][]>('POST', `/api/events/${event.id}/avoid-pairs`, {
        playerIds: [a!.id, b!.id],
      });
      expect(pairs).toEqual([[a!.id, b!.id].sort()]);
      const round = await kit.pair(event.id);
      expect(
        round.matches.some((m) => [m.playerA.id, m.playerB?.id].sort().join() === [a!.id, b!.id].sort().join()),
      ).toBe(false);
    }
  });

  it('removes a player registered by mistake before round 1, with the avoid pairs naming them; afterwards refuses (drop instead)', async () => {
    const event = await kit.createEvent();
    const [mistake, other, ...rest] = await kit.registerMany(event.id, 5);
    await kit.ok('POST', `/api/events/${event.id}/avoid-pairs`, { playerIds: [mistake!.id, other!.id] });
    const removed = await api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/players/${mistake!.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await kit.ok<{ id: string }[]>('GET', `/api/events/${event.id}/players`)).map((p) => p.id)).not.toContain(
      mistake!.id,
    );
    expect(await api.database.db.prisma.avoidPair.count({ where: { eventId: event.id } })).toBe(0);
    expect((await kit.audit(event.id)).find((a) => a.action === 'player.remove')).toMatchObject({
      before: { id: mistake!.id },
    });
    const again = await api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/players/${mistake!.id}` });
    expect([again.statusCode, again.json()]).toEqual([404, expect.objectContaining({ code: 'PLAYER_NOT_FOUND' })]);
    await kit.pair(event.id);
    const before = await snapshot(api.database.db.prisma);
    const late = await api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/players/${rest[0]!.id}` });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'PLAYER_NOT_REMOVABLE', section: 'UTR' }),
    ]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  describe('concurrent writers get 409 with what is stored, never a lost update or a 500', () => {
    const send = (method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
      api.app.inject({ method, url, payload });

    it('registers the same DCI number once when two requests race', async () => {
      const event = await kit.createEvent();
      const url = `/api/events/${event.id}/players`;
      const answers = await Promise.all(
        [1, 2, 3].map((n) => send('POST', url, { dciNumber: '5150', firstName: `Entry ${n}`, lastName: 'Race' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json<{ code: string }>().code)).toEqual([
        'DUPLICATE_DCI_NUMBER',
        'DUPLICATE_DCI_NUMBER',
      ]);
      expect(await kit.ok<unknown[]>('GET', url)).toHaveLength(1);
    });

    it('drops a player once when two requests race; the other is told the stored drop', async () => {
      const event = await kit.createEvent();
      const [player] = await kit.registerMany(event.id, 4);
      await kit.playRound(event.id);
      const answers = await Promise.all(
        [1, 2].map(() => send('POST', `/api/events/${event.id}/players/${player!.id}/drop`)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'ALREADY_DROPPED' });
      expect((await kit.audit(event.id)).filter((a) => a.action === 'player.drop')).toHaveLength(1);
    });

    it('lets two events correct their own registrations to the same DCI number at once', async () => {
      const events = await Promise.all([kit.createEvent(), kit.createEvent()]);
      const players = await Promise.all(
        events.map((e, i) =>
          kit.ok<{ id: string }>('POST', `/api/events/${e.id}/players`, {
            dciNumber: String(6100 + i),
            firstName: 'Same',
            lastName: 'Person',
          }),
        ),
      );
      const answers = await Promise.all(
        events.map((e, i) => send('PATCH', `/api/events/${e.id}/players/${players[i]!.id}`, { dciNumber: '6199' })),
      );
      expect(answers.map((a) => [a.statusCode, a.json<{ dciNumber: string }>().dciNumber])).toEqual([
        [200, '6199'],
        [200, '6199'],
      ]);
    });
  });
});

describe('Bulk registration: POST /api/events/:id/players/bulk', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const bulk = (eventId: string, players: object[]) =>
    api.app.inject({ method: 'POST', url: `/api/events/${eventId}/players/bulk`, payload: { players } });

  it('registers every player of the list in one request, years of birth and divisions included', async () => {
    const event = await kit.createEvent({ date: '2003-03-15', scoring: { policy: 'playpokemon' } });
    const players = Array.from({ length: 20 }, (_, i) => ({
      dciNumber: String(7000 + i),
      firstName: `Trainer${i}`,
      lastName: i === 0 ? 'Núñez, Jr.' : 'Bulk',
    }));
    const response = await bulk(event.id, [
      ...players.slice(0, 19),
      { ...players[19], birthYear: 1994, division: 'juniors' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toHaveLength(20);
    const listed = await kit.ok<
      { dciNumber: string; lastName: string; birthYear: number | null; division: string | null }[]
    >('GET', `/api/events/${event.id}/players`);
    expect(listed).toHaveLength(20);
    expect(listed.find((p) => p.dciNumber === '7000')?.lastName).toBe('Núñez, Jr.');
    expect(listed.find((p) => p.dciNumber === '7019')).toMatchObject({ birthYear: 1994, division: 'juniors' });
  });

  const first = { dciNumber: '8001', firstName: 'A', lastName: 'B' };
  const second = { dciNumber: '8002', firstName: 'C', lastName: 'D' };
  it.each([
    ['a bad DCI number', { dciNumber: 'x1' }, 400, 'INVALID_DCI_NUMBER', 'dciNumber'],
    ['a DCI number listed twice', { dciNumber: first.dciNumber }, 409, 'DUPLICATE_DCI_NUMBER', 'dciNumber'],
    ['a year of birth after the event', { birthYear: 2999 }, 400, 'INVALID_BIRTH_YEAR', 'birthYear'],
  ])('stores nothing when the second player is refused: %s', async (_name, refused, status, code, field) => {
    const players = [first, { ...second, ...refused }];
    const event = await kit.createEvent();
    const before = await snapshot(api.database.db.prisma);
    const response = await bulk(event.id, players);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, field: `players[1].${field}` });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });
});
