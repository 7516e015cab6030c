import { ELO, expectedScore } from '@tcg/domain/rating';
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Local ratings and the player page: GET /api/players/:dciNumber', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const page = async (dci: string) => {
    const response = await api.app.inject({ url: `/api/players/${dci}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      firstName: string;
      ratings: { category: string; rating: number; matches: number; history: { event: string; rating: number }[] }[];
      events: {
        name: string;
        wins: number;
        losses: number;
        byes: number;
        rank: number | null;
        team: { name: string } | null;
      }[];
    }>();
  };

  it('rates every reported match by category, leaves byes unrated, and follows a corrected result', async () => {
    const event = await kit.createEvent({ name: 'Rated Cup', rounds: 1 });
    const [a, b, c] = [
      await kit.register(event.id, 'Alpha'),
      await kit.register(event.id, 'Beta'),
      await kit.register(event.id, 'Gamma'),
    ];
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const match = round.matches.find((m) => !m.bye)!;
    await kit.ok('PUT', `/api/matches/${match.id}/result`, {
      version: match.version,
      games: [{ winner: match.playerA.id }],
    });
    const dci = new Map([a, b, c].map((p) => [p.id, p.dciNumber]));
    const [winner, loser] = [dci.get(match.playerA.id)!, dci.get(match.playerB!.id)!];
    const bye = dci.get(round.matches.find((m) => m.bye)!.playerA.id)!;

    const won = await page(winner);
    expect(won.ratings).toEqual([
      {
        category: 'Constructed',
        rating: ELO.start + ELO.k / 2,
        matches: 1,
        history: [{ eventId: event.id, event: 'Rated Cup', date: expect.any(String), rating: 1608 }],
      },
    ]);
    expect(won.events).toEqual([expect.objectContaining({ name: 'Rated Cup', wins: 1, losses: 0, rank: 1 })]);
    expect((await page(bye)).ratings).toEqual([]);
    expect((await page(bye)).events[0]).toMatchObject({ byes: 1 });

    const stored = (await kit.round(event.id, 1)).matches.find((m) => m.id === match.id)!;
    await kit.ok('PUT', `/api/matches/${match.id}/result`, {
      version: stored.version,
      games: [{ draw: true }],
      reason: 'slip misread',
    });
    expect((await page(winner)).ratings[0]?.rating).toBe(
      Math.round(ELO.start + ELO.k * (0.5 - expectedScore(ELO.start, ELO.start))),
    );
    expect((await page(loser)).ratings[0]?.rating).toBe(1600);
  });

  it('rates each team match for every member under Team Constructed, and shows the team, partner, record and finish', async () => {
    const member = (dciNumber: string, firstName: string, seat: 'A' | 'B') => ({
      dciNumber,
      firstName,
      lastName: 'Trainer',
      seat,
    });
    const team = (name: string, a: string, b: string) =>
      kit.ok<{ id: string }>('POST', '/api/teams', {
        name,
        city: 'Pallet',
        state: 'Kanto',
        country: 'Japan',
        members: [member(a, `${name} A`, 'A'), member(b, `${name} B`, 'B')],
      });
    const event = await kit.createEvent({ name: 'Team Rated Cup', teams: true, rounds: 1 });
    for (const t of [await team('Rockets', '81001', '81002'), await team('Rivals', '81003', '81004')])
      await kit.ok('POST', `/api/events/${event.id}/teams`, { teamId: t.id });
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const [match] = round.matches;
    const rockets = match!.playerA.name === 'Rockets';
    await kit.ok('PUT', `/api/matches/${match!.id}/result`, {
      version: match!.version,
      games: [{ winner: rockets ? match!.playerA.id : match!.playerB!.id }],
    });

    const teamRating = async (dci: string) => (await page(dci)).ratings;
    for (const dci of ['81001', '81002'])
      expect(await teamRating(dci)).toEqual([
        {
          category: 'Team Constructed',
          rating: 1608,
          matches: 1,
          history: [{ eventId: event.id, event: 'Team Rated Cup', date: expect.any(String), rating: 1608 }],
        },
      ]);
    for (const dci of ['81003', '81004'])
      expect((await teamRating(dci))[0]).toMatchObject({ category: 'Team Constructed', rating: 1592 });
    const partner = { dciNumber: '81001', firstName: 'Rockets A', lastName: 'Trainer' };
    expect((await page('81002')).events).toEqual([
      expect.objectContaining({
        name: 'Team Rated Cup',
        wins: 1,
        losses: 0,
        rank: 1,
        finish: null,
        team: { name: 'Rockets', partners: [partner] },
      }),
    ]);

    await kit.ok('POST', `/api/events/${event.id}/cut`, { size: 2 });
    const final = (await kit.round(event.id, 2)).matches[0]!;
    const rivals = final.playerA.name === 'Rivals' ? final.playerA.id : final.playerB!.id;
    await kit.ok('PUT', `/api/matches/${final.id}/result`, { version: final.version, games: [{ winner: rivals }] });
    expect((await page('81004')).events[0]).toMatchObject({
      wins: 0,
      losses: 1,
      finish: 'Winner',
      team: { name: 'Rivals' },
    });
    expect((await page('81002')).events[0]).toMatchObject({ finish: 'Finalist' });
    const afterFinal = 1608 - ELO.k * expectedScore(1608, 1592);
    expect((await teamRating('81001'))[0]).toMatchObject({ rating: Math.round(afterFinal), matches: 2 });

    const stored = (await kit.round(event.id, 1)).matches[0]!;
    await kit.ok('PUT', `/api/matches/${stored.id}/result`, {
      version: stored.version,
      games: [{ draw: true }],
      reason: 'slip misread',
    });
    expect((await teamRating('81001'))[0]).toMatchObject({
      rating: Math.round(1600 - ELO.k * expectedScore(1600, 1600)),
      matches: 2,
    });
  });

  it('refuses a DCI number that is not digits and answers 404 for nobody', async () => {
    expect((await api.app.inject({ url: '/api/players/abc' })).statusCode).toBe(400);
    expect((await api.app.inject({ url: '/api/players/999999999' })).json()).toMatchObject({
      code: 'PLAYER_NOT_FOUND',
    });
  });
});

describe('The ratings report of an individual event: GET /api/events/:id/ratings-report', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('lists every match with both DCI numbers and the result under Constructed, byes unrated', async () => {
    const event = await kit.createEvent({ name: 'Report Cup', rounds: 1 });
    const players = await kit.registerMany(event.id, 3);
    const round = await kit.playRound(event.id);
    const report = await kit.ok<{
      category: string;
      teams: unknown[];
      matches: {
        round: number;
        playerA: { dciNumber: string };
        playerB: { dciNumber: string } | null;
        result: string;
      }[];
    }>('GET', `/api/events/${event.id}/ratings-report`);
    expect(report).toMatchObject({ category: 'Constructed', teams: [] });
    const played = round.matches.find((m) => !m.bye)!;
    const dci = new Map(players.map((p) => [p.id, p.dciNumber]));
    expect(report.matches).toEqual(
      expect.arrayContaining([
        {
          round: 1,
          stage: 'swiss',
          table: played.table,
          playerA: { dciNumber: dci.get(played.playerA.id), name: played.playerA.name },
          playerB: { dciNumber: dci.get(played.playerB!.id), name: played.playerB!.name },
          result: 'A',
        },
        expect.objectContaining({ playerB: null, result: 'bye' }),
      ]),
    );
    const limited = await kit.createEvent({ format: 'sealed' });
    expect((await kit.ok<{ category: string }>('GET', `/api/events/${limited.id}/ratings-report`)).category).toBe(
      'Limited',
    );
  });
});
