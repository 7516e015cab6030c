import { describe, expect, it } from 'vitest';
import { snapshot, eventKit, type MatchOut } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Rounds through the API: pairing, publishing, swaps and the round clock', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('registers nine players, pairs round 1 as a draft with a bye, publishes it and takes results', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 9);
    expect(players[0]).toMatchObject({
      dciNumber: expect.stringMatching(/^\d+$/),
      droppedAfterRound: null,
      lateEntryRound: 1,
    });
    const shown = await kit.ok<{ players: number; recommendedRounds: { rounds: number; reason: string } }>(
      'GET',
      `/api/events/${event.id}`,
    );
    expect(shown.players).toBe(9);
    expect(shown.recommendedRounds).toEqual({ rounds: 4, reason: '9–16 players: 4 Swiss rounds recommended' });

    const draft = await kit.pair(event.id);
    expect(draft).toMatchObject({ number: 1, status: 'draft', missingTables: [1, 2, 3, 4] });
    expect(draft.matches.map((m) => m.table)).toEqual([1, 2, 3, 4, null]);
    const bye = draft.matches.at(-1)!;
    expect(bye).toMatchObject({ bye: true, playerB: null, version: 0 });
    expect(bye.explanation).toMatch(/bye/);
    const seated = draft.matches.flatMap((m) => [m.playerA.id, m.playerB?.id].filter(Boolean));
    expect(new Set(seated)).toEqual(new Set(players.map((p) => p.id)));

    const early = await kit.result(draft.matches[0]!, [{ winner: draft.matches[0]!.playerA.id }]);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ROUND_NOT_PUBLISHED');

    const published = await kit.publish(event.id, 1);
    expect(published.status).toBe('published');
    expect(await kit.ok<{ status: string; rounds: number }>('GET', `/api/events/${event.id}`)).toMatchObject({
      status: 'running',
      rounds: 4,
    });

    const missing = await kit.call('POST', `/api/events/${event.id}/rounds`);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({
      code: 'RESULTS_MISSING',
      message: 'Round 1 still misses results at tables 1, 2, 3, 4.',
    });

    const [first, second, third] = published.matches as [MatchOut, MatchOut, MatchOut, MatchOut];
    const win = await kit.result(first, [{ winner: first.playerB!.id }]);
    expect(win.status).toBe(200);
    expect(win.body).toMatchObject({
      corrected: false,
      laterRoundsTouched: [],
      match: { version: 1, result: { games: [{ winner: first.playerB!.id }] } },
    });
    const draw = await kit.result(second, [{ draw: true }]);
    expect(draw.body).toMatchObject({
      match: { outcome: { winner: null, points: { [second.playerA.id]: 1, [second.playerB!.id]: 1 } } },
    });
    const prizes = await kit.result(third, [
      { timeCalled: true, prizesRemaining: { [third.playerA.id]: 2, [third.playerB!.id]: 4 } },
    ]);
    expect(prizes.body).toMatchObject({
      match: { outcome: { winner: third.playerA.id, decidedOnPrizes: true, points: { [third.playerA.id]: 3 } } },
    });
    const noShow = await kit.call('PUT', `/api/matches/${published.matches[3]!.id}/result`, {
      version: 0,
      noShow: published.matches[3]!.playerB!.id,
    });
    expect(noShow.body).toMatchObject({
      match: {
        result: { noShow: published.matches[3]!.playerB!.id },
        outcome: { winner: published.matches[3]!.playerA.id },
      },
    });

    const standings = await kit.standings(event.id);
    expect(standings).toMatchObject({ policy: 'dci2003', throughRound: 1 });
    expect(standings.rows).toHaveLength(9);
    const byeRow = standings.rows.find((r) => r.playerId === bye.playerA.id)!;
    expect(byeRow).toMatchObject({ points: 3, wins: 1, losses: 0, draws: 0, byes: 1, dropped: false, gw: 1 });
    expect(Object.keys(byeRow).sort()).toEqual(
      [
        'byes',
        'draws',
        'dropped',
        'gw',
        'losses',
        'matchWin',
        'name',
        'ogw',
        'omw',
        'playerId',
        'points',
        'rank',
        'wins',
      ].sort(),
    );
    const drawRow = standings.rows.find((r) => r.playerId === second.playerA.id)!;
    expect(drawRow).toMatchObject({ points: 1, draws: 1, rank: 5, omw: 1 / 3, gw: 1 / 3 });
    expect(standings.rows.find((r) => r.playerId === second.playerB!.id)).toMatchObject({ rank: 5 });
    expect(standings.rows.filter((r) => r.points === 3)).toHaveLength(4);

    const round2 = await kit.pair(event.id);
    expect(round2.number).toBe(2);
    const tableOne = round2.matches[0]!;
    const points = new Map(standings.rows.map((r) => [r.playerId, r.points]));
    expect(points.get(tableOne.playerA.id)).toBe(3);
    expect(round2.matches.find((m) => m.bye)!.playerA.id).not.toBe(bye.playerA.id);
  });

  it('plays four rounds, finishes the event and refuses a fifth', async () => {
    const event = await kit.createEvent({ rounds: 4 });
    await kit.registerMany(event.id, 9);
    for (let round = 1; round <= 4; round++) await kit.playRound(event.id);
    expect((await kit.ok<{ status: string }>('GET', `/api/events/${event.id}`)).status).toBe('finished');
    const before = await snapshot(api.database.db.prisma);
    const fifth = await kit.call('POST', `/api/events/${event.id}/rounds`);
    expect(fifth.status).toBe(409);
    expect(fifth.body).toMatchObject({ code: 'EVENT_FINISHED', section: '210' });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    const byes = (await kit.ok<{ matches: MatchOut[] }[]>('GET', `/api/events/${event.id}/rounds`)).flatMap((r) =>
      r.matches.filter((m) => m.bye).map((m) => m.playerA.id),
    );
    expect(new Set(byes).size).toBe(4);
    const history = await kit.standings(event.id, 2);
    expect(history.throughRound).toBe(2);
    expect(history.rows.reduce((sum, r) => sum + (r.wins as number), 0)).toBe(10);
  });

  it('discards a draft round to pair it again, reopening registration for round 1; a published round stays (#18, 210)', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    const discard = (n: number) => api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/rounds/${n}` });
    expect((await discard(1)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/events/${event.id}/rounds/1`)).status).toBe(404);
    expect(await kit.ok<{ status: string }>('GET', `/api/events/${event.id}`)).toMatchObject({
      status: 'registration',
    });
    await kit.register(event.id, 'Late');
    const again = await kit.pair(event.id);
    expect(again.number).toBe(1);
    expect(again.matches.some((m) => m.playerA.name.endsWith('Late') || m.playerB?.name.endsWith('Late'))).toBe(true);
    expect((await kit.audit(event.id)).some((e) => e.action === 'round.discard')).toBe(true);

    await kit.publish(event.id, 1);
    const before = await snapshot(api.database.db.prisma);
    const published = await discard(1);
    expect([published.statusCode, published.json<{ code: string }>().code]).toEqual([409, 'ROUND_PUBLISHED']);
    expect([(await discard(7)).statusCode]).toEqual([404]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('swaps two players of a draft with a logged reason, never into a second bye, never after publishing', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 5);
    const round1 = await kit.playRound(event.id);
    const hadBye = round1.matches.find((m) => m.bye)!.playerA.id;
    const draft = await kit.pair(event.id);
    const [t1, t2] = draft.matches as [MatchOut, MatchOut];
    const byeMatch = draft.matches.find((m) => m.bye)!;
    const before = await snapshot(api.database.db.prisma);
    const second = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, {
      players: [byeMatch.playerA.id, hadBye],
      reason: 'test',
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SECOND_BYE');
    const noReason = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, {
      players: [t1.playerA.id, t2.playerA.id],
      reason: '',
    });
    expect(noReason.body.code).toBe('REASON_REQUIRED');
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
    const swapped = await kit.ok<{ matches: MatchOut[] }>('POST', `/api/events/${event.id}/rounds/2/swap`, {
      players: [t1.playerA.id, t2.playerA.id],
      reason: 'Brothers at table 1',
    });
    expect(swapped.matches[0]).toMatchObject({
      playerA: { id: t2.playerA.id },
      playerB: { id: t1.playerB!.id },
      explanation: 'swapped by a judge: Brothers at table 1',
    });
    expect((await kit.audit(event.id)).find((a) => a.action === 'round.swap')).toMatchObject({
      reason: 'Brothers at table 1',
    });
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/1/replay`)).toMatchObject({
      number: 1,
      seed: round1.seed,
      identical: true,
    });
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/2/replay`)).toMatchObject({
      number: 2,
      identical: false,
    });
    await kit.ok('POST', `/api/events/${event.id}/rounds/2/publish-anyway`, {
      reason: 'A swap may have made a rematch',
    });
    const late = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, {
      players: [t1.playerA.id, t2.playerA.id],
      reason: 'again',
    });
    expect(late.body.code).toBe('ROUND_PUBLISHED');
  });

  it('records a time extension and a timer start in the round and the audit trail', async () => {
    const event = await kit.createEvent({ roundMinutes: 40 });
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const early = await kit.call('POST', `/api/events/${event.id}/rounds/1/timer`);
    expect(early.body.code).toBe('ROUND_NOT_PUBLISHED');
    await kit.publish(event.id, 1);
    const started = await kit.ok<{ timerStartedAt: string; endsAt: string; matches: MatchOut[] }>(
      'POST',
      `/api/events/${event.id}/rounds/1/timer`,
    );
    expect(Date.parse(started.endsAt) - Date.parse(started.timerStartedAt)).toBe(40 * 60_000);
    const extended = await kit.ok<{ extensionMinutes: number }>(
      'PUT',
      `/api/matches/${started.matches[0]!.id}/extension`,
      { minutes: 4, reason: 'Deck check' },
    );
    expect(extended.extensionMinutes).toBe(4);
    expect((await kit.audit(event.id)).find((a) => a.action === 'match.extension')).toMatchObject({
      reason: 'Deck check',
      after: { extensionMinutes: 4 },
    });
  });

  it('checks a round before it goes up: a swap creating an avoidable rematch blocks publishing until a head judge publishes anyway (210)', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round1 = await kit.playRound(event.id);
    const draft = await kit.pair(event.id);
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/2/check`)).toEqual({
      round: 2,
      passed: true,
      problems: [],
    });
    const [t1] = draft.matches as [MatchOut];
    const met = round1.matches.find((m) => m.playerA.id === t1.playerA.id || m.playerB?.id === t1.playerA.id)!;
    const earlierOpponent = met.playerA.id === t1.playerA.id ? met.playerB!.id : met.playerA.id;
    await kit.ok('POST', `/api/events/${event.id}/rounds/2/swap`, {
      players: [t1.playerB!.id, earlierOpponent],
      reason: 'by hand',
    });

    const check = await kit.ok<{ passed: boolean; problems: { kind: string; players: string[] }[] }>(
      'GET',
      `/api/events/${event.id}/rounds/2/check`,
    );
    expect(check.passed).toBe(false);
    expect(check.problems[0]).toMatchObject({
      kind: 'AVOIDABLE_REMATCH',
      section: '210',
      players: expect.arrayContaining([t1.playerA.id, earlierOpponent]),
    });

    const before = await snapshot(api.database.db.prisma);
    const blocked = await kit.call('POST', `/api/events/${event.id}/rounds/2/publish`);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      code: 'PAIRING_CHECK_FAILED',
      section: '210',
      message: expect.stringMatching(
        /^Round 2 failed the pairings check: .*rematch.*a pairing without any rematch exists\./,
      ),
    });
    const noReason = await kit.call('POST', `/api/events/${event.id}/rounds/2/publish-anyway`, { reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'REASON_REQUIRED', field: 'reason' } });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const published = await kit.ok<{ status: string }>('POST', `/api/events/${event.id}/rounds/2/publish-anyway`, {
      reason: 'Players agreed to the rematch',
    });
    expect(published.status).toBe('published');
    const entry = (await kit.audit(event.id)).find((a) => a.action === 'round.publish.override');
    expect(entry).toMatchObject({
      reason: 'Players agreed to the rematch',
      after: { round: 2, problems: [{ kind: 'AVOIDABLE_REMATCH' }] },
    });
    expect(
      (await kit.call('POST', `/api/events/${event.id}/rounds/2/publish-anyway`, { reason: 'again' })).body.code,
    ).toBe('ROUND_PUBLISHED');
  });
});
