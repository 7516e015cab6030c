import { describe, expect, it } from 'vitest';
import { snapshot, swissKit } from '../swissTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Registration through the API', () => {
  const api = useTestApp();
  const kit = swissKit(() => api.app);

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
    const dropped = await kit.ok<{ droppedAfterRound: number }>('POST', `/api/events/${event.id}/players/${leaving.id}/drop`);
    expect(dropped.droppedAfterRound).toBe(1);
    const undone = await kit.ok<{ droppedAfterRound: number | null }>('POST', `/api/events/${event.id}/players/${leaving.id}/undo-drop`);
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
    expect((await kit.audit(event.id)).filter((a) => a.action === 'player.drop').map((a) => a.reason)).toEqual([null, 'Feeling unwell']);
  });

  it('disqualifies a player with a reason: out of the standings, results stand for the opponents', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round = await kit.playRound(event.id);
    const cheater = round.matches[0]!.playerA;
    const opponent = round.matches[0]!.playerB!;
    const noReason = await kit.call('POST', `/api/events/${event.id}/players/${cheater.id}/disqualify`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'REASON_REQUIRED', field: 'reason' });
    const dq = await kit.ok<{ disqualified: boolean; disqualifiedReason: string }>('POST', `/api/events/${event.id}/players/${cheater.id}/disqualify`, { reason: 'Marked cards' });
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
    await kit.ok('POST', `/api/events/${event.id}/players`, { dciNumber: '555', firstName: 'Misty', lastName: 'Waterflower' });
    const cases: [string, object | undefined, number, string, string | undefined][] = [
      [`/api/events/${event.id}/players`, { dciNumber: '555', firstName: 'Misty', lastName: 'W' }, 409, 'DUPLICATE_DCI_NUMBER', 'dciNumber'],
      [`/api/events/${event.id}/players`, { dciNumber: '55a', firstName: 'Brock', lastName: 'Harrison' }, 400, 'INVALID_DCI_NUMBER', 'dciNumber'],
      [`/api/events/${event.id}/players`, { dciNumber: '556', firstName: 'Brock' }, 400, 'VALIDATION_ERROR', 'lastName'],
      [`/api/events/${event.id}/players/00000000-0000-4000-8000-000000000000/drop`, undefined, 404, 'PLAYER_NOT_FOUND', undefined],
      [`/api/events/00000000-0000-4000-8000-000000000000/players`, { dciNumber: '557', firstName: 'Gary', lastName: 'Oak' }, 404, 'EVENT_NOT_FOUND', undefined],
    ];
    for (const [url, payload, status, code, field] of cases) {
      const before = await snapshot(api.database.db.prisma);
      const response = await kit.call('POST', url, payload);
      expect(response.status, code).toBe(status);
      expect(response.body, code).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(await snapshot(api.database.db.prisma)).toEqual(before);
    }
  });

  it('reuses the Player row of a DCI number seen at an earlier event', async () => {
    const first = await kit.createEvent();
    const second = await kit.createEvent();
    const a = await kit.ok<{ id: string }>('POST', `/api/events/${first.id}/players`, { dciNumber: '777', firstName: 'Ash', lastName: 'Ketchum' });
    const b = await kit.ok<{ id: string }>('POST', `/api/events/${second.id}/players`, { dciNumber: '777', firstName: 'Ash', lastName: 'Ketchum' });
    expect(b.id).toBe(a.id);
  });

  it('keeps apart two players the organizer named, when a pairing allows it', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const event = await kit.createEvent();
      const [a, b] = await kit.registerMany(event.id, 4);
      const pairs = await kit.ok<[string, string][]>('POST', `/api/events/${event.id}/avoid-pairs`, { playerIds: [a!.id, b!.id] });
      expect(pairs).toEqual([[a!.id, b!.id].sort()]);
      const round = await kit.pair(event.id);
      expect(round.matches.some((m) => [m.playerA.id, m.playerB?.id].sort().join() === [a!.id, b!.id].sort().join())).toBe(false);
    }
  });
});

describe('Bulk registration: POST /api/events/:id/players/bulk', () => {
  const api = useTestApp();
  const kit = swissKit(() => api.app);
  const bulk = (eventId: string, players: object[]) => api.app.inject({ method: 'POST', url: `/api/events/${eventId}/players/bulk`, payload: { players } });

  it('registers every player of the list in one request, years of birth and divisions included', async () => {
    const event = await kit.createEvent({ date: '2003-03-15', scoring: { policy: 'playpokemon' } });
    const players = Array.from({ length: 20 }, (_, i) => ({ dciNumber: String(7000 + i), firstName: `Trainer${i}`, lastName: i === 0 ? 'Núñez, Jr.' : 'Bulk' }));
    const response = await bulk(event.id, [...players.slice(0, 19), { ...players[19], birthYear: 1994, division: 'juniors' }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toHaveLength(20);
    const listed = await kit.ok<{ dciNumber: string; lastName: string; birthYear: number | null; division: string | null }[]>('GET', `/api/events/${event.id}/players`);
    expect(listed).toHaveLength(20);
    expect(listed.find((p) => p.dciNumber === '7000')?.lastName).toBe('Núñez, Jr.');
    expect(listed.find((p) => p.dciNumber === '7019')).toMatchObject({ birthYear: 1994, division: 'juniors' });
  });

  it.each([
    ['a bad DCI number', [{ dciNumber: '8001', firstName: 'A', lastName: 'B' }, { dciNumber: 'x1', firstName: 'C', lastName: 'D' }], 400, 'INVALID_DCI_NUMBER', 'players[1].dciNumber'],
    ['a DCI number listed twice', [{ dciNumber: '8001', firstName: 'A', lastName: 'B' }, { dciNumber: '8001', firstName: 'C', lastName: 'D' }], 409, 'DUPLICATE_DCI_NUMBER', 'players[1].dciNumber'],
    ['a year of birth after the event', [{ dciNumber: '8001', firstName: 'A', lastName: 'B', birthYear: 2999 }], 400, 'INVALID_BIRTH_YEAR', 'players[0].birthYear'],
  ])('stores nothing when one player is refused: %s', async (_name, players, status, code, field) => {
    const event = await kit.createEvent();
    const before = await snapshot(api.database.db.prisma);
    const response = await bulk(event.id, players);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, field });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });
});
