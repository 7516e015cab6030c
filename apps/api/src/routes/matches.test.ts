import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('Results through the API', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('answers 409 with the stored result to the second judge entering the same match', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    const round = await kit.publish(event.id, 1);
    const match = round.matches[0]!;
    const first = await kit.result(match, [{ winner: match.playerA.id }]);
    expect(first.status).toBe(200);
    const before = await snapshot(api.database.db.prisma);
    const second = await kit.result(match, [{ winner: match.playerB!.id }]);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'VERSION_CONFLICT',
      match: { id: match.id, version: 1, result: { games: [{ winner: match.playerA.id }] } },
    });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });

  it('corrects a result only with a reason, keeps who/when/before/after and names the later rounds it touched', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round1 = await kit.playRound(event.id);
    await kit.playRound(event.id);
    const match = (await kit.round(event.id, 1)).matches[0]!;
    const standingsBefore = await kit.standings(event.id, 1);

    const before = await snapshot(api.database.db.prisma);
    const noReason = await kit.result(match, [{ winner: match.playerB!.id }]);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'REASON_REQUIRED', field: 'reason' });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const corrected = await api.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}/result`,
      payload: {
        version: match.version,
        games: [{ winner: match.playerB!.id }],
        reason: 'Players signed the wrong box',
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      corrected: true,
      laterRoundsTouched: [2],
      match: { version: 2, outcome: { winner: match.playerB!.id } },
    });
    const standingsAfter = await kit.standings(event.id, 1);
    const pointsOf = (s: typeof standingsAfter, id: string) => s.rows.find((r) => r.playerId === id)!.points;
    expect(pointsOf(standingsBefore, match.playerA.id)).toBe(3);
    expect(pointsOf(standingsAfter, match.playerA.id)).toBe(0);
    expect(pointsOf(standingsAfter, match.playerB!.id)).toBe(3);
    expect((await kit.round(event.id, 2)).matches.map((m) => m.id)).toEqual(
      (await kit.round(event.id, 2)).matches.map((m) => m.id),
    );

    const audit = await kit.audit(event.id);
    const entry = audit.find((a) => a.action === 'result.correct')!;
    expect(entry).toMatchObject({
      actor: api.organizer.account.email,
      reason: 'Players signed the wrong box',
      before: { round: 1, table: match.table, result: { games: [{ winner: match.playerA.id }] } },
      after: { round: 1, table: match.table, result: { games: [{ winner: match.playerB!.id }] } },
    });
    expect(audit.filter((a) => a.action === 'result.report')).toHaveLength(round1.matches.length * 2);
  });

  it('refuses bad results with a 4xx naming the problem, storing nothing', async () => {
    const event = await kit.createEvent();
    const other = await kit.createEvent({ bestOf: 3 });
    await kit.registerMany(event.id, 4);
    await kit.registerMany(other.id, 2);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const otherRound = await kit.publish(other.id, (await kit.pair(other.id)).number);
    const match = round.matches[0]!;
    const best3 = otherRound.matches[0]!;
    const [a, b] = [match.playerA.id, match.playerB!.id];
    const cases: [object, number, string, string | undefined][] = [
      [
        { version: 0, games: [{ timeCalled: true, prizesRemaining: { [a]: 7, [b]: 2 } }] },
        400,
        'PRIZES_OUT_OF_RANGE',
        `games[0].prizesRemaining.${a}`,
      ],
      [{ version: 0, games: [{ winner: a }, { winner: b }] }, 400, 'TOO_MANY_GAMES', 'games[1]'],
      [
        { version: 0, games: [{ winner: '00000000-0000-4000-8000-000000000000' }] },
        400,
        'UNKNOWN_PLAYER',
        'games[0].winner',
      ],
      [{ version: 0, games: [{ winner: a, draw: true }] }, 400, 'INVALID_GAME', 'games.0'],
      [{ version: 0, games: [{ winner: a }], noShow: b }, 400, 'INVALID_RESULT', 'games'],
      [{ version: 0, games: [{ winner: a }], eventId: other.id }, 409, 'MATCH_NOT_IN_EVENT', undefined],
    ];
    for (const [payload, status, code, field] of cases) {
      const before = await snapshot(api.database.db.prisma);
      const response = await kit.call('PUT', `/api/matches/${match.id}/result`, payload);
      expect(response.status, code).toBe(status);
      expect(response.body, code).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(await snapshot(api.database.db.prisma)).toEqual(before);
    }
    const [x, y] = [best3.playerA.id, best3.playerB!.id];
    const tooMany = await kit.call('PUT', `/api/matches/${best3.id}/result`, {
      version: 0,
      games: [{ winner: x }, { winner: x }, { winner: y }],
    });
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_GAMES', section: '211' });
    const penalty = await kit.call('PUT', `/api/matches/${best3.id}/result`, {
      version: 0,
      games: [
        { winner: x },
        { draw: true },
        { winner: y, penalty: true },
        { timeCalled: true, prizesRemaining: { [x]: 1, [y]: 5 } },
      ],
    });
    expect(penalty.body).toMatchObject({
      match: { outcome: { winner: null, gameWins: { [x]: 1, [y]: 1 }, gamesDrawn: 1 } },
    });
  });

  it('lets exactly one of two judges entering the same match at once win; the other gets 409', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const match = (await kit.publish(event.id, 1)).matches[0]!;
    const answers = await Promise.all([
      kit.result(match, [{ winner: match.playerA.id }]),
      kit.result(match, [{ winner: match.playerB!.id }]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = (await kit.round(event.id, 1)).matches[0]!;
    expect(stored.version).toBe(1);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: 'VERSION_CONFLICT',
      match: { version: 1, result: stored.result },
    });
  });

  it('refuses `version: null` (not read as 0) and changes nothing', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const match = (await kit.publish(event.id, 1)).matches[0]!;
    const before = await snapshot(api.database.db.prisma);
    const answer = await kit.call('PUT', `/api/matches/${match.id}/result`, {
      version: null,
      games: [{ winner: match.playerA.id }],
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'version' }),
    ]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);
  });
});
