import { describe, expect, it } from 'vitest';
import type { Bracket, FinalStandings, Of } from '@tcg/contract';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

type BracketOut = Of<typeof Bracket>;
type CutOut = NonNullable<BracketOut['cut']>;

describe('A top cut per age division: POST …/cut with division, GET …/bracket?division= and …/final-standings?division= (217)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  /** Four Juniors and four Masters paired together for two Swiss rounds (player A wins every match). */
  const swissDone = async () => {
    const { id } = await kit.createEvent({ date: '2003-03-15', rounds: 2, scoring: { policy: 'playpokemon' } });
    await kit.ok('PUT', `/api/events/${id}/divisions`, { groups: [['juniors', 'seniors', 'masters']] });
    const juniors = new Set<string>();
    for (const n of [1, 2, 3, 4]) juniors.add((await kit.register(id, `Junior${n}`, { birthYear: 1994 })).id);
    for (const n of [1, 2, 3, 4]) await kit.register(id, `Master${n}`, { birthYear: 1970 });
    await kit.playRound(id);
    await kit.playRound(id);
    return { id, juniors };
  };
  const bracket = (id: string, division?: string) =>
    kit.ok<BracketOut>('GET', `/api/events/${id}/bracket${division ? `?division=${division}` : ''}`);
  const cut = (id: string, body: object) => kit.call('POST', `/api/events/${id}/cut`, body);

  it('cuts each division from its own standings, in its own rounds, and places each division among itself', async () => {
    const { id, juniors } = await swissDone();
    const standings = (
      await kit.ok<{ rows: { playerId: string; rank: number }[] }>(
        'GET',
        `/api/events/${id}/standings?division=juniors`,
      )
    ).rows;
    expect(await bracket(id, 'juniors')).toMatchObject({ division: 'juniors', attendance: 4, cut: null, cuts: [] });

    expect((await cut(id, { size: 2, division: 'juniors' })).status).toBe(201);
    const top2: CutOut = (await bracket(id, 'juniors')).cut!;
    expect(top2).toMatchObject({ division: 'juniors', size: 2, afterRound: 2, finished: false });
    // Each seed carries its division rank; players tied on rank may come in either order (the cut's seed draws them).
    const rankOf = new Map(standings.map((r) => [r.playerId, r.rank]));
    expect(top2.seeds.map((s) => s.rank)).toEqual(top2.seeds.map((s) => rankOf.get(s.player.id)));
    expect(top2.seeds.map((s) => s.rank)).toEqual(standings.slice(0, 2).map((r) => r.rank));
    expect(top2.rounds.map((r) => [r.round, r.number, r.name])).toEqual([[1, 3, 'Final']]);

    expect((await cut(id, { size: 4, division: 'masters', thirdPlaceMatch: true })).status).toBe(201);
    const top4 = (await bracket(id, 'masters')).cut!;
    expect(top4.seeds.every((s) => !juniors.has(s.player.id))).toBe(true);
    expect(top4.seeds.map((s) => s.seed)).toEqual([1, 2, 3, 4]);
    expect(top4.rounds.map((r) => [r.round, r.number])).toEqual([
      [1, 4],
      [2, 5],
    ]);
    expect(top4.rounds[0]!.matches.map((m) => m.match?.round)).toEqual([4, 4]);
    const rounds = await kit.ok<{ number: number; title: string; bestOf: number }[]>('GET', `/api/events/${id}/rounds`);
    expect(rounds.map((r) => [r.number, r.title])).toEqual([
      [1, 'Round 1'],
      [2, 'Round 2'],
      [3, 'Juniors top cut — Final'],
      [4, 'Masters top cut — Semifinals'],
      [5, 'Masters top cut — Final'],
    ]);
    // The Masters Final has nobody seated yet: the round in play is the Semifinals (a remembered phone follows it).
    expect(await kit.ok('GET', `/api/events/${id}/clock`)).toMatchObject({
      round: 4,
      title: 'Masters top cut — Semifinals',
    });

    const whole = await bracket(id);
    expect(whole).toMatchObject({ division: null, attendance: 8, cut: null });
    expect(whole.cuts).toEqual([
      { division: 'juniors', size: 2, finished: false },
      { division: 'masters', size: 4, finished: false },
    ]);
    expect(await bracket(id, 'seniors')).toMatchObject({ attendance: 0, cut: null });

    await kit.playCut(id, 'juniors');
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${id}`)).status).toBe('running');
    const masters = await kit.playCut(id, 'masters');
    expect(masters.champion).toMatchObject({ id: top4.seeds[0]!.player.id });
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${id}`)).status).toBe('finished');

    const final = (division: string) =>
      kit.ok<Of<typeof FinalStandings>>('GET', `/api/events/${id}/final-standings?division=${division}`);
    const juniorPlaces = await final('juniors');
    expect(juniorPlaces).toMatchObject({ afterRound: 2, cutSize: 2 });
    // Below the cut, places follow the division's Swiss ranks (players tied on rank share a place), from 3rd down.
    expect(juniorPlaces.rows.map((r) => [r.place, r.finish])).toEqual([
      [1, 'Winner'],
      [2, 'Finalist'],
      ...standings.slice(2).map((r) => [Math.max(r.rank, 3), null]),
    ]);
    expect(juniorPlaces.rows.every((r) => juniors.has(r.player.id))).toBe(true);
    const masterPlaces = await final('masters');
    expect(masterPlaces.rows.map((r) => r.place)).toEqual([1, 2, 3, 4]);
    expect(masterPlaces.rows.map((r) => r.player.id)[0]).toBe(top4.seeds[0]!.player.id);
    expect(masterPlaces.rows.some((r) => juniors.has(r.player.id))).toBe(false);
    const whole409 = await kit.call('GET', `/api/events/${id}/final-standings`);
    expect(whole409).toMatchObject({ status: 409, body: { code: 'CUT_PER_DIVISION', field: 'division' } });
    expect((await kit.call('GET', `/api/events/${id}/final-standings?division=seniors`)).status).toBe(404);
    const csv = await api.app.inject({ url: `/api/events/${id}/export/final-standings.csv?division=masters` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(5);
    const tdf = await api.app.inject({ url: `/api/events/${id}/export.tdf` });
    expect(tdf.statusCode).toBe(409);
    expect(tdf.json()).toMatchObject({
      code: 'TDF_CANNOT_CARRY',
      message: expect.stringContaining('a TOM pod holds one cut'),
    });
  });

  it.each([
    ['the same division twice', { size: 2, division: 'juniors' }, 'CUT_EXISTS'],
    ['one cut for everyone after a division’s', { size: 2 }, 'CUT_EXISTS'],
  ])('refuses %s, changing nothing', async (_name, body, code) => {
    const { id } = await swissDone();
    expect((await cut(id, { size: 2, division: 'juniors' })).status).toBe(201);
    const before = await snapshot(api.database.db.prisma);
    expect(await cut(id, body)).toMatchObject({ status: 409, body: { code } });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('an event with one cut for everyone shows it in each division; an event without divisions refuses a division', async () => {
    const { id, juniors } = await swissDone();
    expect((await cut(id, { size: 4 })).status).toBe(201);
    expect((await cut(id, { size: 2, division: 'masters' })).body).toMatchObject({ code: 'CUT_EXISTS' });
    expect(await bracket(id, 'juniors')).toMatchObject({
      division: 'juniors',
      attendance: 4,
      cut: { division: null, size: 4 },
      cuts: [{ division: null, size: 4 }],
    });

    const plain = await kit.createEvent({ rounds: 1 });
    await kit.registerMany(plain.id, 4);
    await kit.playRound(plain.id);
    expect(await cut(plain.id, { size: 2, division: 'juniors' })).toMatchObject({
      status: 409,
      body: { code: 'NO_DIVISIONS', field: 'division' },
    });
    expect(await kit.call('GET', `/api/events/${plain.id}/bracket?division=juniors`)).toMatchObject({
      status: 409,
      body: { code: 'NO_DIVISIONS' },
    });
    expect(await bracket(plain.id)).toMatchObject({ division: null, attendance: 4, cut: null, cuts: [] });
    expect(juniors.size).toBe(4);
  });
});
