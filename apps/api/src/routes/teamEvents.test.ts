import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { describe, expect, it } from 'vitest';
import { eventKit, type MatchOut, type RoundOut } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface EventTeamOut {
  teamId: string;
  name: string;
  entrantId: string;
  dropped: boolean;
  members: { playerId: string; dciNumber: string; seat: 'A' | 'B'; droppedAfterRound: number | null }[];
}

type TeamMatch = MatchOut & {
  playerA: { id: string; teamId?: string; teamName?: string };
  playerB: { id: string; teamId?: string } | null;
};

const opened = useTestApp();
const kit = () => eventKit(opened.app);
let dci = 70_000;

const member = (seat: 'A' | 'B', firstName: string) => ({
  dciNumber: String(dci++),
  firstName,
  lastName: 'Trainer',
  seat,
});
const teamBody = (name: string, members = [member('A', `${name} A`), member('B', `${name} B`)]) => ({
  name,
  city: 'Cerulean',
  state: 'Kanto',
  country: 'Japan',
  members,
});

async function registryTeam(name: string, members?: ReturnType<typeof member>[]) {
  return kit().ok<{ id: string; members: { dciNumber: string; seat: string }[] }>(
    'POST',
    '/api/teams',
    teamBody(name, members),
  );
}

const teamEvent = (settings: object = {}) =>
  kit().createEvent({ name: 'Team Cup', format: 'modified', teams: true, rounds: 3, ...settings });
const enter = (eventId: string, teamId: string) => kit().call('POST', `/api/events/${eventId}/teams`, { teamId });
const teams = (eventId: string) => kit().ok<EventTeamOut[]>('GET', `/api/events/${eventId}/teams`);
const registrations = (eventId: string) => opened.database.db.prisma.registration.count({ where: { eventId } });

async function eventWithTeams(names: string[], settings: object = {}) {
  const event = await teamEvent(settings);
  const entered: EventTeamOut[] = [];
  for (const name of names) {
    const team = await registryTeam(name);
    const response = await enter(event.id, team.id);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    entered.push(response.body as unknown as EventTeamOut);
  }
  return { event, entered };
}

describe('team events (201, Appendix A.B 7)', () => {
  it('creates Team Constructed with 50-minute rounds and Team Limited with 40', async () => {
    const constructed = await kit().ok<{ teams: boolean; premier: boolean; roundMinutes: number }>(
      'POST',
      '/api/events',
      { name: 'TC', format: 'modified', teams: true, premier: true },
    );
    expect(constructed).toMatchObject({ teams: true, premier: true, roundMinutes: 50 });
    const limited = await kit().ok<{ roundMinutes: number }>('POST', '/api/events', {
      name: 'TL',
      format: 'sealed',
      teams: true,
    });
    expect(limited.roundMinutes).toBe(40);
  });

  it('refuses a team event in any other format, naming the field', async () => {
    const response = await kit().call('POST', '/api/events', {
      name: 'Team Draft',
      format: 'booster-draft',
      teams: true,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'TEAM_FORMAT_REQUIRED', field: 'format', section: '201' });
  });
});

describe('POST /api/events/:id/teams (241–244)', () => {
  it('enters both members with their designations; the team is one entrant, its Player A', async () => {
    const { event, entered } = await eventWithTeams(['Cascade', 'Boulder']);
    expect(entered[0]!.members.map((m) => m.seat)).toEqual(['A', 'B']);
    expect(entered[0]!.entrantId).toBe(entered[0]!.members[0]!.playerId);
    expect((await teams(event.id)).map((t) => t.name)).toEqual(['Cascade', 'Boulder']);
    expect(await kit().ok<{ players: number }>('GET', `/api/events/${event.id}`)).toMatchObject({ players: 2 });
    const audit = await kit().audit(event.id);
    expect(audit.filter((a) => a.action === 'team.enter')).toHaveLength(2);
  });

  it.each([
    ['one member', { members: [member('A', 'Solo')] }, 'TEAM_SIZE', 'members'],
    [
      'a member without a DCI number',
      { members: [member('A', 'Brock'), { ...member('B', 'Misty'), dciNumber: '' }] },
      'TEAM_INFO_MISSING',
      'members[1].dciNumber',
    ],
    [
      'the same person on both seats',
      {
        members: [
          { ...member('A', 'Ash'), dciNumber: '424242' },
          { ...member('B', 'Ash'), dciNumber: '00424242' },
        ],
      },
      'SAME_PLAYER_TWICE',
      'members[1].dciNumber',
    ],
  ])('refuses a team with %s (400 naming the field)', async (_, change, code, field) => {
    const before = await opened.database.db.prisma.team.count();
    const response = await kit().call('POST', '/api/teams', { ...teamBody('Broken'), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, field });
    expect(await opened.database.db.prisma.team.count()).toBe(before);
  });

  it('refuses a player on two teams in one event, the same team twice, and single players; nothing stored', async () => {
    const { event } = await eventWithTeams(['Volcano']);
    const [volcano] = await teams(event.id);
    const blaine = volcano!.members[1]!;
    const other = await registryTeam('Cinnabar', [
      member('A', 'Sabrina'),
      { dciNumber: blaine.dciNumber, firstName: 'Blaine', lastName: 'Trainer', seat: 'B' },
    ]);
    const before = await registrations(event.id);
    const twice = await enter(event.id, other.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'PLAYER_ON_TWO_TEAMS', section: '243', field: 'members[1].dciNumber' });
    expect((await enter(event.id, volcano!.teamId)).body).toMatchObject({ code: 'TEAM_ALREADY_ENTERED' });
    const single = await kit().call('POST', `/api/events/${event.id}/players`, {
      dciNumber: String(dci++),
      firstName: 'Lone',
      lastName: 'Wolf',
    });
    expect(single.status).toBe(409);
    expect(single.body).toMatchObject({ code: 'TEAM_EVENT' });
    expect(await registrations(event.id)).toBe(before);
  });

  it('enters a Team Limited team only once basic Energy is announced (233): 409 naming the field, nothing stored', async () => {
    const event = await kit().createEvent(
      { name: 'Team Sealed', format: 'sealed', teams: true },
      { announceEnergy: false },
    );
    const team = await registryTeam('Early Birds');
    const refused = await enter(event.id, team.id);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ENERGY_NOT_ANNOUNCED', section: '233', field: 'energy.provided' },
    });
    expect(await registrations(event.id)).toBe(0);
    await kit().ok('PUT', `/api/events/${event.id}/product`, { energy: { provided: true, perPlayer: 30 } });
    expect((await enter(event.id, team.id)).status).toBe(201);
  });

  it('refuses teams in an event that is not a team event', async () => {
    const event = await kit().createEvent();
    const team = await registryTeam('Misplaced');
    const response = await enter(event.id, team.id);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'NOT_A_TEAM_EVENT' });
  });

  it('refuses a name another team played at a premier team event (242); the team itself keeps it', async () => {
    const { event: premier, entered } = await eventWithTeams(['Champions', 'Challengers'], {
      premier: true,
      rounds: 1,
    });
    await kit().playRound(premier.id);
    const impostor = await registryTeam('  champions ');
    const later = await teamEvent();
    const before = await registrations(later.id);
    const refused = await enter(later.id, impostor.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'NAME_RESERVED', section: '242', field: 'name' });
    expect(await registrations(later.id)).toBe(before);
    expect((await enter(later.id, entered[0]!.teamId)).status).toBe(201);
  });
});

describe('POST /api/events/:id/team-name-refusals (242)', () => {
  it('refuses a name with a logged reason; no team enters under it', async () => {
    const event = await teamEvent();
    const url = `/api/events/${event.id}/team-name-refusals`;
    expect((await kit().call('POST', url, { name: 'Rude Dudes', reason: ' ' })).body).toMatchObject({
      code: 'REFUSAL_REASON_REQUIRED',
      field: 'reason',
    });
    const refused = await kit().call('POST', url, { name: 'Rude Dudes', reason: 'Offensive to other players' });
    expect(refused.status).toBe(201);
    const team = await registryTeam('rude  dudes');
    const response = await enter(event.id, team.id);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'NAME_REFUSED', section: '242', field: 'name' });
    expect(await registrations(event.id)).toBe(0);
    const audit = await kit().audit(event.id);
    expect(audit.find((a) => a.action === 'team.refuseName')).toMatchObject({ reason: 'Offensive to other players' });
  });
});

describe('Player A/B designation (244)', () => {
  it('may change before round 1 and is locked once round 1 is paired', async () => {
    const { event, entered } = await eventWithTeams(['Marsh', 'Soul']);
    const [a, b] = entered[0]!.members;
    const url = `/api/events/${event.id}/teams/${entered[0]!.teamId}`;
    const swapped = await kit().ok<EventTeamOut>('PATCH', url, { seats: { A: b!.dciNumber, B: a!.dciNumber } });
    expect(swapped.members.map((m) => m.dciNumber)).toEqual([b!.dciNumber, a!.dciNumber]);
    expect(swapped.entrantId).toBe(b!.playerId);
    const stranger = await kit().call('PATCH', url, { seats: { A: '999999', B: a!.dciNumber } });
    expect(stranger.body).toMatchObject({ code: 'SEATS_INVALID', field: 'seats.A' });
    await kit().pair(event.id);
    const locked = await kit().call('PATCH', url, { seats: { A: a!.dciNumber, B: b!.dciNumber } });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'SEAT_LOCKED', section: '244', field: 'seat' });
    expect((await teams(event.id))[0]!.members[0]!.dciNumber).toBe(b!.dciNumber);
  });
});

describe('team Swiss rounds', () => {
  it('pairs teams, takes team Prizes at time, drops the whole team and ranks teams', async () => {
    const { event, entered } = await eventWithTeams(['Rain', 'Rainbow', 'Earth', 'Thunder']);
    const entrants = new Set(entered.map((t) => t.entrantId));
    const draft = await kit().pair(event.id);
    const round = (await kit().publish(event.id, draft.number)) as RoundOut & { matches: TeamMatch[] };
    expect(round.matches).toHaveLength(2);
    for (const m of round.matches) {
      expect(entrants.has(m.playerA.id) && entrants.has(m.playerB!.id)).toBe(true);
      const team = entered.find((t) => t.entrantId === m.playerA.id)!;
      expect(m.playerA).toMatchObject({ teamId: team.teamId, teamName: team.name, name: team.name });
    }
    const [first, second] = round.matches as [TeamMatch, TeamMatch];
    const tooMany = await kit().result(first, [
      { timeCalled: true, prizesRemaining: { [first.playerA.id]: 6, [first.playerB!.id]: 2 } },
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: 'PRIZES_OUT_OF_RANGE',
      field: `games[0].prizesRemaining.${first.playerA.id}`,
    });
    const atTime = await kit().result(first, [
      { timeCalled: true, prizesRemaining: { [first.playerA.id]: 5, [first.playerB!.id]: 1 } },
    ]);
    expect(atTime.body).toMatchObject({ match: { outcome: { winner: first.playerB!.id, decidedOnPrizes: true } } });
    expect((await kit().result(second, [{ winner: second.playerA.id }])).status).toBe(200);

    const dropped = entered.find((t) => t.entrantId === second.playerA.id)!;
    const playerB = dropped.members[1]!;
    expect((await kit().call('POST', `/api/events/${event.id}/players/${playerB.playerId}/drop`)).status).toBe(200);
    expect((await teams(event.id)).find((t) => t.teamId === dropped.teamId)!.dropped).toBe(true);
    expect((await kit().audit(event.id)).some((a) => a.action === 'team.drop')).toBe(true);

    const round2 = await kit().pair(event.id);
    const seated = round2.matches.flatMap((m) => [m.playerA.id, m.playerB?.id]);
    expect(seated).not.toContain(dropped.entrantId);
    expect(round2.matches.filter((m) => m.bye)).toHaveLength(1);

    const standings = await kit().standings(event.id, 1);
    expect(standings.rows).toHaveLength(4);
    const row = standings.rows.find((r) => r.playerId === dropped.entrantId)!;
    expect(row).toMatchObject({ teamId: dropped.teamId, name: dropped.name, dropped: true, points: 3 });

    const report = await kit().ok<{
      category: string;
      teams: { teamId: string; matches: { round: number; result: string }[] }[];
    }>('GET', `/api/events/${event.id}/ratings-report`);
    expect(report.category).toBe('Team Constructed');
    expect(report.teams.find((t) => t.teamId === dropped.teamId)!.matches).toEqual([
      expect.objectContaining({ round: 1, result: 'win' }),
    ]);
  });
});

describe('Team Limited and the top cut for teams', () => {
  it('keeps a team with a disqualified Player A in the standings as dropped, and cuts to a team final on team Prizes', async () => {
    const { event, entered } = await eventWithTeams(['Fuchsia', 'Celadon', 'Vermilion'], {
      format: 'sealed',
      rounds: 1,
    });
    const round = await kit().playRound(event.id);
    const winners = round.matches.filter((m) => !m.bye).map((m) => m.playerA.id);
    const loser = entered.find(
      (t) => !winners.includes(t.entrantId) && round.matches.some((m) => m.playerB?.id === t.entrantId),
    )!;
    const dq = await kit().call('POST', `/api/events/${event.id}/players/${loser.entrantId}/disqualify`, {
      reason: 'Marked cards',
    });
    expect(dq.status).toBe(200);
    const rows = (await kit().standings(event.id)).rows;
    expect(rows.find((r) => r.teamId === loser.teamId)).toMatchObject({ dropped: true });

    const cut = await kit().call('POST', `/api/events/${event.id}/cut`, { size: 2 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(201);
    const bracket = await kit().ok<{ cut: { rounds: { matches: { match: TeamMatch | null }[] }[] } }>(
      'GET',
      `/api/events/${event.id}/bracket`,
    );
    const final = bracket.cut.rounds[0]!.matches[0]!.match!;
    expect(final.playerA.teamId).toBeDefined();
    const [a, b] = [final.playerA.id, final.playerB!.id];
    const fivePrizes = await kit().result(final, [{ timeCalled: true, prizesRemaining: { [a]: 5, [b]: 1 } }]);
    expect(fivePrizes.body).toMatchObject({ code: 'PRIZES_OUT_OF_RANGE', field: `games[0].prizesRemaining.${a}` });
    const tied = await kit().result(final, [{ timeCalled: true, prizesRemaining: { [a]: 2, [b]: 2 } }]);
    expect(tied.body).toMatchObject({ code: 'DRAW_NOT_ALLOWED' });
    const decided = await kit().result(final, [
      { timeCalled: true, prizesRemaining: { [a]: 2, [b]: 2 }, suddenDeathWinner: b },
    ]);
    expect(decided.body).toMatchObject({ match: { outcome: { winner: b } } });
    const report = await kit().ok<{ category: string; teams: { matches: { stage: string }[] }[] }>(
      'GET',
      `/api/events/${event.id}/ratings-report`,
    );
    expect(report.category).toBe('Team Limited');
    expect(report.teams.flatMap((t) => t.matches.map((m) => m.stage))).toContain('elimination');
  });
});

describe('team decks (Appendix A.B 1)', () => {
  it('lists what keeps a team’s decks from being ready: each member registers a 60-card Modified deck', async () => {
    const { event, entered } = await eventWithTeams(['Deck Builders']);
    const [team] = entered;
    const decks = async () =>
      (
        await kit().ok<(EventTeamOut & { decks: { code: string; field: string }[] })[]>(
          'GET',
          `/api/events/${event.id}/teams`,
        )
      )[0]!.decks;
    expect((await decks()).map((d) => [d.code, d.field])).toEqual([
      ['DECK_NOT_REGISTERED', 'decks.A'],
      ['DECK_NOT_REGISTERED', 'decks.B'],
    ]);
    const [a, b] = team!.members;
    await kit().ok('PUT', `/api/events/${event.id}/players/${a!.playerId}/deck`, { list: MODIFIED_DECK });
    expect((await decks()).map((d) => d.field)).toEqual(['decks.B']);
    await kit().ok('PUT', `/api/events/${event.id}/players/${b!.playerId}/deck`, { list: MODIFIED_DECK });
    expect(await decks()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the team event routes', async () => {
    const doc = (await opened.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, object>;
    }>();
    for (const path of [
      '/api/events/{id}/teams',
      '/api/events/{id}/teams/{teamId}',
      '/api/events/{id}/team-name-refusals',
      '/api/events/{id}/ratings-report',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
