import { describe, expect, it } from 'vitest';
import type { Of, Team } from '@tcg/contract';
import { signUp, useTestApp } from '../testApp.ts';

type TeamOut = Of<typeof Team>;

const opened = useTestApp();

const rockets = {
  name: 'Team Rocket',
  city: 'Renton',
  state: 'WA',
  country: 'USA',
  members: [
    { dciNumber: '1001', firstName: 'Jessie', lastName: 'Musashi', seat: 'A' },
    { dciNumber: '1002', firstName: 'James', lastName: 'Kojiro', seat: 'B' },
  ],
};

const post = (payload: object) => opened.app.inject({ method: 'POST', url: '/api/teams', payload });
const get = <T>(url: string) => opened.app.inject({ method: 'GET', url }).then((r) => r.json<T>());
const counts = async () => {
  const prisma = opened.database.db.prisma;
  return {
    teams: await prisma.team.count(),
    members: await prisma.teamMember.count(),
    players: await prisma.player.count(),
    audit: await prisma.auditEntry.count(),
  };
};
const teamAudits = () =>
  opened.database.db.prisma.auditEntry.findMany({
    where: { action: { startsWith: 'team.' } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });

describe('POST /api/teams (241, 243)', () => {
  it('registers a new pair of DCI members as a team, with its Player A and Player B', async () => {
    const response = await post(rockets);
    expect(response.statusCode).toBe(201);
    const team = response.json<TeamOut>();
    expect(team).toMatchObject({ name: 'Team Rocket', affiliation: null, city: 'Renton', state: 'WA', country: 'USA' });
    expect(team.members.map((m) => [m.seat, m.dciNumber, m.firstName])).toEqual([
      ['A', '1001', 'Jessie'],
      ['B', '1002', 'James'],
    ]);
    expect(await get<TeamOut>(`/api/teams/${team.id}`)).toEqual(team);
    const [audit] = (await teamAudits()).filter((a) => a.action === 'team.register');
    expect(audit).toMatchObject({ actor: opened.organizer.account.email, eventId: null, before: null, after: team });
  });

  it('updates the same team when the same two members come back with other details, in either order (243)', async () => {
    const [jessie, james] = rockets.members.map((m) => ({ ...m, dciNumber: '2' + m.dciNumber }));
    const first = (await post({ ...rockets, name: 'Rocket Duo', members: [jessie, james] })).json<TeamOut>();
    const moved = {
      name: 'Rocket Elite',
      affiliation: 'Viridian Gym',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      members: [
        { ...james, seat: 'A' },
        { ...jessie, seat: 'B' },
      ],
    };
    const before = await counts();
    const response = await post(moved);
    expect(response.statusCode).toBe(200);
    const updated = response.json<TeamOut>();
    expect(updated).toMatchObject({
      id: first.id,
      name: 'Rocket Elite',
      affiliation: 'Viridian Gym',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
    });
    expect(updated.members.map((m) => [m.seat, m.dciNumber])).toEqual([
      ['A', '21002'],
      ['B', '21001'],
    ]);
    expect(await counts()).toEqual({ ...before, audit: before.audit + 1 });
    const audit = (await teamAudits()).at(-1);
    expect(audit).toMatchObject({
      action: 'team.update',
      before: { id: first.id, name: 'Rocket Duo', city: 'Renton' },
      after: { id: first.id, name: 'Rocket Elite', city: 'Toronto' },
    });
  });

  it('makes a new team when a member changes, even under the same name', async () => {
    const original = (
      await post({ ...rockets, members: rockets.members.map((m) => ({ ...m, dciNumber: '3' + m.dciNumber })) })
    ).json<TeamOut>();
    const meowth = { dciNumber: '31003', firstName: 'Meowth', lastName: 'Nyarth', seat: 'B' };
    const response = await post({ ...rockets, members: [{ ...rockets.members[0]!, dciNumber: '31001' }, meowth] });
    expect(response.statusCode).toBe(201);
    const replaced = response.json<TeamOut>();
    expect(replaced.id).not.toBe(original.id);
    expect((await get<TeamOut>(`/api/teams/${original.id}`)).members.map((m) => m.dciNumber)).toEqual([
      '31001',
      '31002',
    ]);
  });

  it('leaves an event registration alone when a team names the same DCI number with another name', async () => {
    const event = (
      await opened.app.inject({ method: 'POST', url: '/api/events', payload: { name: 'Cup', format: 'modified' } })
    ).json<{ id: string }>();
    const url = `/api/events/${event.id}/players`;
    const registered = (
      await opened.app.inject({
        method: 'POST',
        url,
        payload: { dciNumber: '41001', firstName: 'Ash', lastName: 'Ketchum' },
      })
    ).json<{ id: string }>();
    const team = (
      await post({
        ...rockets,
        name: 'Pallet',
        members: [
          { ...rockets.members[0]!, dciNumber: '41001', firstName: 'Gary', lastName: 'Oak' },
          { ...rockets.members[1]!, dciNumber: '41002' },
        ],
      })
    ).json<TeamOut>();
    expect(team.members[0]!.playerId).not.toBe(registered.id);
    expect((await get<{ id: string }[]>(url)).find((p) => p.id === registered.id)).toMatchObject({
      firstName: 'Ash',
      lastName: 'Ketchum',
    });
  });
});

describe("POST /api/teams by another account (243): a stranger cannot rewrite someone's team", () => {
  const pair = { ...rockets, members: rockets.members.map((m) => ({ ...m, dciNumber: '6' + m.dciNumber })) };

  it('refuses with TEAM_NOT_YOURS and changes nothing; the owner still can', async () => {
    const team = (await post(pair)).json<TeamOut>();
    const stranger = await signUp(opened.app, 'team-stranger@example.test');
    const before = await counts();
    const attack = await opened.app.inject({
      method: 'POST',
      url: '/api/teams',
      payload: { ...pair, name: 'Team Stolen', city: 'Nowhere' },
      headers: { cookie: stranger.cookie },
    });
    expect([attack.statusCode, attack.json()]).toEqual([
      403,
      expect.objectContaining({ code: 'TEAM_NOT_YOURS', section: '243' }),
    ]);
    expect(await counts()).toEqual(before);
    expect(await get<TeamOut>(`/api/teams/${team.id}`)).toEqual(team);
    expect((await post({ ...pair, name: 'Rocket Again' })).statusCode).toBe(200);
  });

  it('lets the installation admin (the account that set the installation up) change a team another account registered', async () => {
    const other = await signUp(opened.app, 'team-owner@example.test');
    const theirs = { ...pair, members: pair.members.map((m) => ({ ...m, dciNumber: '7' + m.dciNumber })) };
    const created = await opened.app.inject({
      method: 'POST',
      url: '/api/teams',
      payload: theirs,
      headers: { cookie: other.cookie },
    });
    expect(created.statusCode).toBe(201);
    const fixed = await post({ ...theirs, name: 'Renamed by the admin' });
    expect([fixed.statusCode, fixed.json<TeamOut>().name]).toEqual([200, 'Renamed by the admin']);
    expect((await teamAudits()).at(-1)).toMatchObject({ action: 'team.update', actor: opened.organizer.account.email });
  });

  it('records a change of an entered team in the audit trail of each event it entered', async () => {
    const theirs = { ...pair, members: pair.members.map((m) => ({ ...m, dciNumber: '8' + m.dciNumber })) };
    const team = (await post(theirs)).json<TeamOut>();
    const event = (
      await opened.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'Team Cup', format: 'modified', teams: true },
      })
    ).json<{ id: string }>();
    const entered = await opened.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/teams`,
      payload: { teamId: team.id },
    });
    expect(entered.statusCode).toBe(201);
    await post({ ...theirs, city: 'Seattle' });
    const audit = await opened.database.db.prisma.auditEntry.findMany({
      where: { eventId: event.id, action: 'team.update' },
    });
    expect(audit).toHaveLength(1);
  });
});

describe('POST /api/teams refuses bad input, naming the field and storing nothing', () => {
  const [jessie, james] = rockets.members.map((m) => ({ ...m, dciNumber: '5' + m.dciNumber })) as [
    (typeof rockets.members)[number],
    (typeof rockets.members)[number],
  ];
  const { dciNumber: _dropped, ...jamesWithoutDci } = james;
  const team = { ...rockets, members: [jessie, james] };
  const cases: [string, object, string, string][] = [
    ['one member', { ...team, members: [jessie] }, 'TEAM_SIZE', 'members'],
    [
      'a member without a DCI number',
      { ...team, members: [jessie, jamesWithoutDci] },
      'TEAM_INFO_MISSING',
      'members[1].dciNumber',
    ],
    [
      'a DCI number that is not digits',
      { ...team, members: [{ ...jessie, dciNumber: '51-001' }, james] },
      'INVALID_DCI_NUMBER',
      'members[0].dciNumber',
    ],
    [
      'the same person on both seats',
      { ...team, members: [jessie, { ...james, dciNumber: '0051001' }] },
      'SAME_PLAYER_TWICE',
      'members[1].dciNumber',
    ],
    ['two Player As', { ...team, members: [jessie, { ...james, seat: 'A' }] }, 'SEATS_INVALID', 'members[1].seat'],
    [
      'a seat that is neither A nor B',
      { ...team, members: [{ ...jessie, seat: 'C' }, james] },
      'SEATS_INVALID',
      'members[0].seat',
    ],
    ['a blank team name', { ...team, name: '  ' }, 'TEAM_INFO_MISSING', 'name'],
    ['a blank city', { ...team, city: '' }, 'TEAM_INFO_MISSING', 'city'],
    ['a blank state', { ...team, state: '' }, 'TEAM_INFO_MISSING', 'state'],
    ['a blank country', { ...team, country: ' ' }, 'TEAM_INFO_MISSING', 'country'],
    ['no name at all', { ...team, name: undefined }, 'VALIDATION_ERROR', 'name'],
    ['no city at all', { ...team, city: undefined }, 'VALIDATION_ERROR', 'city'],
    ['no state at all', { ...team, state: undefined }, 'VALIDATION_ERROR', 'state'],
    ['no country at all', { ...team, country: undefined }, 'VALIDATION_ERROR', 'country'],
    ['an unknown field', { ...team, captain: 'Jessie' }, 'VALIDATION_ERROR', 'captain'],
  ];

  it.each(cases)('%s', async (_label, payload, code, field) => {
    const before = await counts();
    const response = await post(JSON.parse(JSON.stringify(payload)) as object);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/teams', () => {
  it('lists teams by name and searches names, case ignored', async () => {
    await post({
      ...rockets,
      name: 'Cerulean Sisters',
      members: rockets.members.map((m) => ({ ...m, dciNumber: '6' + m.dciNumber })),
    });
    const all = await get<TeamOut[]>('/api/teams');
    const names = all.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Cerulean Sisters');
    expect((await get<TeamOut[]>('/api/teams?q=cerULEan')).map((t) => t.name)).toEqual(['Cerulean Sisters']);
  });

  it('answers 404 for an unknown team', async () => {
    const response = await opened.app.inject({ method: 'GET', url: '/api/teams/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TEAM_NOT_FOUND' });
  });
});
