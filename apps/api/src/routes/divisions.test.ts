import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Age divisions: PUT /api/events/:id/divisions, pairing in groups, standings per division', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  const event = (policy = 'playpokemon') => kit.createEvent({ date: '2003-03-15', scoring: { policy } });
  const setGroups = (eventId: string, groups: string[][] | null) =>
    api.app.inject({ method: 'PUT', url: `/api/events/${eventId}/divisions`, payload: { groups } });

  it('pairs Juniors apart from Seniors and Masters, and ranks each division among itself', async () => {
    const { id } = await event();
    const groups = await setGroups(id, [['seniors', 'masters'], ['juniors']]);
    expect(groups.statusCode, groups.body).toBe(200);
    expect(groups.json()).toMatchObject({ divisionGroups: [['seniors', 'masters'], ['juniors']] });
    const juniors = [
      await kit.register(id, 'Junior1', { birthYear: 1994 }),
      await kit.register(id, 'Junior2', { birthYear: 1995 }),
    ];
    const older = [
      await kit.register(id, 'Senior', { birthYear: 1990 }),
      await kit.register(id, 'Master', { birthYear: 1970 }),
    ];
    const moved = await kit.register(id, 'Moved', { birthYear: 1994, division: 'masters' });
    expect(moved).toMatchObject({ birthYear: 1994, division: 'masters' });
    const late = await kit.register(id, 'NoYear', { birthYear: null });

    const round = await kit.playRound(id);
    const juniorIds = new Set(juniors.map((p) => p.id));
    const pairs = round.matches
      .filter((m) => !m.bye)
      .map((m) => [juniorIds.has(m.playerA.id), juniorIds.has(m.playerB!.id)]);
    expect(pairs).toContainEqual([true, true]);
    expect(pairs.every(([a, b]) => a === b)).toBe(true);
    expect(round.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).toEqual(
      expect.arrayContaining([moved.id, late.id, ...older.map((p) => p.id)]),
    );

    const names = async (division: string) =>
      (
        await kit.ok<{ rows: { rank: number; name: string }[] }>(
          'GET',
          `/api/events/${id}/standings?division=${division}`,
        )
      ).rows.map((r) => r.name);
    expect((await names('juniors')).sort()).toEqual(['Test Junior1', 'Test Junior2']);
    expect((await names('masters')).sort()).toEqual(['Test Master', 'Test Moved', 'Test NoYear']);
    expect(await names('seniors')).toEqual(['Test Senior']);
  });

  it('the organizer overrides a player’s division and year of birth', async () => {
    const { id } = await event();
    const player = await kit.register(id, 'Young', { birthYear: 1995 });
    const edited = await kit.ok<{ birthYear: number; division: string | null }>(
      'PATCH',
      `/api/events/${id}/players/${player.id}`,
      { birthYear: 1996, division: 'seniors' },
    );
    expect(edited).toMatchObject({ birthYear: 1996, division: 'seniors' });
    expect(await kit.ok('PATCH', `/api/events/${id}/players/${player.id}`, { division: null })).toMatchObject({
      birthYear: 1996,
      division: null,
    });
    const refused = await api.app.inject({
      method: 'PATCH',
      url: `/api/events/${id}/players/${player.id}`,
      payload: { birthYear: 2010 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_BIRTH_YEAR', field: 'birthYear' });
  });

  it.each([
    ['a division missing', 'playpokemon', [['juniors', 'seniors']], 400, 'DIVISIONS_INVALID'],
    ['the dci2003 policy', 'dci2003', [['juniors', 'seniors', 'masters']], 409, 'DIVISIONS_NEED_PLAYPOKEMON'],
  ])('refuses %s, changing nothing', async (_name, policy, groups, status, code) => {
    const { id } = await event(policy);
    const before = await snapshot(api.database.db.prisma);
    const response = await setGroups(id, groups);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('fixes the groups once round 1 is paired; an event without divisions has no division standings', async () => {
    const { id } = await event();
    await kit.registerMany(id, 4);
    await kit.pair(id);
    expect((await setGroups(id, [['juniors', 'seniors', 'masters']])).json()).toMatchObject({
      code: 'DIVISIONS_LOCKED',
    });
    const standings = await api.app.inject({ url: `/api/events/${id}/standings?division=juniors` });
    expect(standings.statusCode).toBe(409);
    expect(standings.json()).toMatchObject({ code: 'NO_DIVISIONS', field: 'division' });
    expect((await api.app.inject({ url: `/api/events/${id}/standings?division=adults` })).statusCode).toBe(400);
  });
});
