import { beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, FinalStandings, Of, PlayerRef } from '@tcg/contract';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

type BracketOut = Of<typeof Bracket>;
type BracketMatchOut = NonNullable<BracketOut['cut']>['rounds'][number]['matches'][number];
type Ref = Of<typeof PlayerRef>;
type FinalOut = Of<typeof FinalStandings>;

describe('the top cut through the API (217)', () => {
  const api = useTestApp();
  let kit: ReturnType<typeof eventKit>;
  beforeAll(async () => {
    kit = eventKit(api.app);
  });

  const snapshot = async () => {
    const { prisma } = api.database.db;
    const [audit, matches, games, rounds, cuts, events] = await Promise.all([
      prisma.auditEntry.count(),
      prisma.match.findMany({ orderBy: { id: 'asc' } }),
      prisma.game.count(),
      prisma.round.findMany({ orderBy: { id: 'asc' } }),
      prisma.topCut.findMany({ orderBy: { id: 'asc' } }),
      prisma.event.findMany({ orderBy: { id: 'asc' } }),
    ]);
    return { audit, matches, games, rounds, cuts, events };
  };

  /** Eight players, three Swiss rounds played (player A wins every match). */
  const swissDone = async () => {
    const event = await kit.createEvent({ rounds: 3 });
    await kit.registerMany(event.id, 8);
    for (let round = 1; round <= 3; round++) await kit.playRound(event.id);
    return event.id;
  };
  const bracket = (eventId: string) => kit.ok<BracketOut>('GET', `/api/events/${eventId}/bracket`);
  const cut = (eventId: string, body: object) => kit.call('POST', `/api/events/${eventId}/cut`, body);
  const win = (m: BracketMatchOut, winner: Ref, extra: object = {}) =>
    kit.result(m.match!, [{ winner: winner.id }], extra);

  it('recommends no cut for 8 players, seeds a top 4 from the final standings and plays it to a winner', async () => {
    const eventId = await swissDone();
    const empty = await bracket(eventId);
    expect(empty).toMatchObject({
      attendance: 8,
      recommendation: { size: null, reason: expect.stringMatching(/^8 players: no top cut/) },
      cut: null,
    });
    const standings = await kit.standings(eventId);

    const made = await cut(eventId, { size: 4, bestOf: 1, roundMinutes: 50 });
    expect(made.status).toBe(201);
    const { cut: top4 } = await bracket(eventId);
    expect(top4).toMatchObject({
      size: 4,
      bestOf: 1,
      roundMinutes: 50,
      thirdPlaceMatch: false,
      afterRound: 3,
      champion: null,
      finished: false,
    });
    const rankOf = new Map(standings.rows.map((r) => [r.playerId, r.rank as number]));
    const ranks = top4!.seeds.map((s) => rankOf.get(s.player.id)!);
    expect(top4!.seeds.map((s) => s.rank)).toEqual(ranks);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(
      standings.rows
        .filter((r) => !top4!.seeds.some((s) => s.player.id === r.playerId))
        .every((r) => (r.rank as number) >= ranks.at(-1)!),
    ).toBe(true);
    const shared = [...new Set(standings.rows.slice(0, 4).map((r) => r.rank as number))].filter(
      (rank) => standings.rows.filter((r) => r.rank === rank).length > 1,
    );
    expect(top4!.draws.map((d) => d.rank)).toEqual(shared);
    for (const draw of top4!.draws) {
      expect(draw.tied.every((p) => rankOf.get(p.id) === draw.rank)).toBe(true);
      expect(top4!.seeds.filter((s) => s.rank === draw.rank).map((s) => s.player.id)).toEqual(
        draw.drawn.slice(0, draw.seats).map((p) => p.id),
      );
    }
    expect(top4!.rounds.map((r) => [r.number, r.name])).toEqual([
      [4, 'Semifinals'],
      [5, 'Final'],
    ]);
    const [semi1, semi2] = top4!.rounds[0]!.matches as [BracketMatchOut, BracketMatchOut];
    expect(semi1.seeds).toEqual([1, 4]);
    expect(semi2.seeds).toEqual([2, 3]);
    expect(semi1.match).toMatchObject({ table: 1, round: 4 });
    expect(top4!.rounds[1]!.matches[0]).toMatchObject({ players: [null, null], match: null });
    expect(await kit.ok<{ roundsPaired: number }>('GET', `/api/events/${eventId}`)).toMatchObject({
      roundsPaired: 3,
      status: 'running',
    });
    expect((await kit.standings(eventId)).throughRound).toBe(3);
    const round4 = await kit.round(eventId, 4);
    expect(round4).toMatchObject({ stage: 'elimination', status: 'published', missingTables: [1, 2] });
    // The Final, published with no players yet, is not the round being played: the Semifinals are.
    expect(await kit.ok('GET', `/api/events/${eventId}/clock`)).toMatchObject({
      round: 4,
      title: 'Semifinals',
      alsoInPlay: [],
    });
    const timed = await kit.ok<{ timerStartedAt: string; endsAt: string }>(
      'POST',
      `/api/events/${eventId}/rounds/4/timer`,
    );
    expect(Date.parse(timed.endsAt) - Date.parse(timed.timerStartedAt)).toBe(50 * 60_000);

    const first = await win(semi1, semi1.players[1]!);
    expect(first.status).toBe(200);
    const half = (await bracket(eventId)).cut!;
    expect(half.rounds[1]!.matches[0]).toMatchObject({ players: [{ id: semi1.players[1]!.id }, null], match: null });

    await win(semi2, semi2.players[0]!);
    const final = (await bracket(eventId)).cut!.rounds[1]!.matches[0]!;
    expect(final.seeds).toEqual([4, 2]);
    const prizes = { [final.players[0]!.id]: 3, [final.players[1]!.id]: 1 };
    const atTime = await kit.result(final.match!, [{ timeCalled: true, prizesRemaining: prizes }]);
    expect(atTime.body).toMatchObject({ match: { outcome: { winner: final.players[1]!.id, decidedOnPrizes: true } } });

    const done = (await bracket(eventId)).cut!;
    expect(done).toMatchObject({ finished: true, champion: { id: final.players[1]!.id } });
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${eventId}`)).status).toBe('finished');
    const places = await kit.ok<FinalOut>('GET', `/api/events/${eventId}/final-standings`);
    expect(places.rows.map((r) => [r.place, r.player.id])).toEqual([
      [1, final.players[1]!.id],
      [2, final.players[0]!.id],
      [3, semi1.players[0]!.id],
      [4, semi2.players[1]!.id],
      ...standings.rows
        .filter((r) => !top4!.seeds.some((s) => s.player.id === r.playerId))
        .map((r, _, rest) => [5 + rest.findIndex((x) => x.rank === r.rank), r.playerId]),
    ]);
    expect(places.rows.slice(0, 4).map((r) => r.finish)).toEqual(['Winner', 'Finalist', 'Semifinals', 'Semifinals']);
  });

  it('refuses a draw, a second cut, a cut larger than the field and a cut before the Swiss rounds end, changing nothing', async () => {
    const early = await kit.createEvent({ rounds: 2 });
    await kit.registerMany(early.id, 4);
    await kit.playRound(early.id);
    const before = await snapshot();
    expect((await cut(early.id, { size: 2 })).body).toMatchObject({ code: 'SWISS_NOT_FINISHED', section: '217' });
    expect(await snapshot()).toEqual(before);

    const eventId = await swissDone();
    const start = await snapshot();
    const tooLarge = await cut(eventId, { size: 16 });
    expect(tooLarge).toMatchObject({ status: 400, body: { code: 'CUT_TOO_LARGE', field: 'size' } });
    expect((await cut(eventId, { size: 4, minPoints: 6 })).body).toMatchObject({ code: 'INVALID_CUT' });
    expect((await cut(eventId, { size: 5 })).body).toMatchObject({ code: 'INVALID_CUT_SIZE' });
    expect(await snapshot()).toEqual(start);

    expect((await cut(eventId, { size: 4, thirdPlaceMatch: true })).status).toBe(201);
    const made = await snapshot();
    expect(await cut(eventId, { size: 2 })).toMatchObject({ status: 409, body: { code: 'CUT_EXISTS' } });
    expect((await kit.call('POST', `/api/events/${eventId}/rounds`)).body).toMatchObject({ code: 'CUT_STARTED' });
    const semi = (await bracket(eventId)).cut!.rounds[0]!.matches[0]!;
    const draw = await kit.result(semi.match!, [{ draw: true }]);
    expect(draw).toMatchObject({ status: 400, body: { code: 'DRAW_NOT_ALLOWED', section: '217' } });
    const even = { [semi.players[0]!.id]: 2, [semi.players[1]!.id]: 2 };
    const noSuddenDeath = await kit.result(semi.match!, [{ timeCalled: true, prizesRemaining: even }]);
    expect(noSuddenDeath).toMatchObject({
      status: 400,
      body: { code: 'DRAW_NOT_ALLOWED', field: 'games[0].suddenDeathWinner' },
    });
    expect(await snapshot()).toEqual(made);

    const sudden = await kit.result(semi.match!, [
      { timeCalled: true, prizesRemaining: even, suddenDeathWinner: semi.players[1]!.id },
    ]);
    expect(sudden.status).toBe(200);
    const flagged = (await bracket(eventId)).cut!.rounds[0]!.matches[0]!;
    expect(flagged).toMatchObject({ winner: semi.players[1]!.id, suddenDeath: true });
    expect(flagged.match!.result).toEqual({
      games: [{ timeCalled: true, prizesRemaining: even, suddenDeathWinner: semi.players[1]!.id }],
    });
  });

  it('re-seats the final when a semifinal is corrected and says which matches were affected', async () => {
    const eventId = await swissDone();
    await cut(eventId, { size: 4, thirdPlaceMatch: true });
    const [semi1, semi2] = (await bracket(eventId)).cut!.rounds[0]!.matches as [BracketMatchOut, BracketMatchOut];
    await win(semi1, semi1.players[0]!);
    await win(semi2, semi2.players[0]!);
    const [final, third] = (await bracket(eventId)).cut!.rounds[1]!.matches as [BracketMatchOut, BracketMatchOut];
    expect(third).toMatchObject({
      kind: 'thirdPlace',
      players: [{ id: semi1.players[1]!.id }, { id: semi2.players[1]!.id }],
    });
    await win(final, final.players[0]!);
    await win(third, third.players[1]!);
    expect((await bracket(eventId)).cut!.finished).toBe(true);

    const stale = (await bracket(eventId)).cut!.rounds[0]!.matches[0]!;
    const corrected = await win(stale, semi1.players[1]!, { reason: 'slip filled in for the wrong player' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      corrected: true,
      affectedMatches: [
        { round: 2, number: 5, slot: 1, resultCleared: true },
        { round: 2, number: 5, slot: 2, resultCleared: true },
      ],
    });
    const after = (await bracket(eventId)).cut!;
    expect(after.finished).toBe(false);
    expect(after.rounds[1]!.matches[0]).toMatchObject({
      players: [{ id: semi1.players[1]!.id }, { id: semi2.players[0]!.id }],
      winner: null,
      match: { result: null, version: 2 },
    });
    expect(after.rounds[1]!.matches[1]).toMatchObject({
      players: [{ id: semi1.players[0]!.id }, { id: semi2.players[1]!.id }],
      winner: null,
    });
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${eventId}`)).status).toBe('running');
    expect((await kit.call('GET', `/api/events/${eventId}/final-standings`)).body).toMatchObject({
      code: 'CUT_NOT_FINISHED',
    });
    const actions = (await kit.audit(eventId)).map((e) => e.action);
    expect(actions.slice(-3).sort()).toEqual(['cut.reseat', 'event.reopen', 'result.correct']);

    const [newFinal, newThird] = after.rounds[1]!.matches as [BracketMatchOut, BracketMatchOut];
    await win(newFinal, newFinal.players[1]!);
    await win(newThird, newThird.players[0]!);
    const places = await kit.ok<FinalOut>('GET', `/api/events/${eventId}/final-standings`);
    expect(places.rows.slice(0, 4).map((r) => [r.player.id, r.finish])).toEqual([
      [semi2.players[0]!.id, 'Winner'],
      [semi1.players[1]!.id, 'Finalist'],
      [semi1.players[0]!.id, '3rd place'],
      [semi2.players[1]!.id, '4th place'],
    ]);
  });

  it('cuts by a match-point threshold and gives the top seed a bye when the cut is not a power of two', async () => {
    const eventId = await swissDone();
    const standings = await kit.standings(eventId);
    const made = await cut(eventId, { minPoints: 3 });
    expect(made.status).toBe(201);
    const top = (await bracket(eventId)).cut!;
    expect(top.size).toBe(standings.rows.filter((r) => (r.points as number) >= 3).length);
    expect(top.size).toBe(7);
    const first = top.rounds[0]!.matches;
    expect(first.map((m) => m.seeds)).toEqual([
      [1, null],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(first[0]).toMatchObject({ bye: true, winner: top.seeds[0]!.player.id, match: { bye: true, table: null } });
    expect(top.rounds[1]!.matches[0]).toMatchObject({ players: [{ id: top.seeds[0]!.player.id }, null] });
    const bye = await kit.result(first[0]!.match!, [{ winner: top.seeds[0]!.player.id }]);
    expect(bye.body).toMatchObject({ code: 'BYE_HAS_NO_RESULT' });
  });

  it('documents the top cut routes in the OpenAPI document', async () => {
    const doc = await kit.ok<{ paths: Record<string, object>; components: { schemas: Record<string, object> } }>(
      'GET',
      '/api/openapi.json',
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/events/{id}/cut', '/api/events/{id}/bracket', '/api/events/{id}/final-standings']),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Bracket', 'FinalStandings', 'AffectedMatch']),
    );
  });
});
