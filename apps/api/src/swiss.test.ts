import { beforeAll, describe, expect, it } from 'vitest';
import { swissKit, type MatchOut } from './swissTestKit.ts';
import { useTestApp } from './testApp.ts';

describe('Swiss events through the API', () => {
  const api = useTestApp();
  let kit: ReturnType<typeof swissKit>;
  beforeAll(async () => {
    kit = swissKit(api.app);
  });

  /** Everything a failed request must leave alone. */
  const snapshot = async () => {
    const { prisma } = api.database.db;
    const [audit, matches, games, registrations, rounds, players] = await Promise.all([
      prisma.auditEntry.count(),
      prisma.match.findMany({ orderBy: { id: 'asc' } }),
      prisma.game.count(),
      prisma.registration.findMany({ orderBy: { id: 'asc' } }),
      prisma.round.findMany({ orderBy: { id: 'asc' } }),
      prisma.player.count(),
    ]);
    return { audit, matches, games, registrations, rounds, players };
  };

  it('registers nine players, pairs round 1 as a draft with a bye, publishes it and takes results', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 9);
    expect(players[0]).toMatchObject({ dciNumber: expect.stringMatching(/^\d+$/), droppedAfterRound: null, lateEntryRound: 1 });
    const shown = await kit.ok<{ players: number; recommendedRounds: { rounds: number; reason: string } }>('GET', `/api/events/${event.id}`);
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
    expect((await kit.ok<{ status: string; rounds: number }>('GET', `/api/events/${event.id}`))).toMatchObject({ status: 'running', rounds: 4 });

    const missing = await kit.call('POST', `/api/events/${event.id}/rounds`);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'RESULTS_MISSING', message: 'Round 1 still misses results at tables 1, 2, 3, 4.' });

    const [first, second, third] = published.matches as [MatchOut, MatchOut, MatchOut, MatchOut];
    const win = await kit.result(first, [{ winner: first.playerB!.id }]);
    expect(win.status).toBe(200);
    expect(win.body).toMatchObject({ corrected: false, laterRoundsTouched: [], match: { version: 1, result: { games: [{ winner: first.playerB!.id }] } } });
    const draw = await kit.result(second, [{ draw: true }]);
    expect(draw.body).toMatchObject({ match: { outcome: { winner: null, points: { [second.playerA.id]: 1, [second.playerB!.id]: 1 } } } });
    const prizes = await kit.result(third, [{ timeCalled: true, prizesRemaining: { [third.playerA.id]: 2, [third.playerB!.id]: 4 } }]);
    expect(prizes.body).toMatchObject({ match: { outcome: { winner: third.playerA.id, decidedOnPrizes: true, points: { [third.playerA.id]: 3 } } } });
    const noShow = await kit.call('PUT', `/api/matches/${published.matches[3]!.id}/result`, { version: 0, noShow: published.matches[3]!.playerB!.id });
    expect(noShow.body).toMatchObject({ match: { result: { noShow: published.matches[3]!.playerB!.id }, outcome: { winner: published.matches[3]!.playerA.id } } });

    const standings = await kit.standings(event.id);
    expect(standings).toMatchObject({ policy: 'dci2003', throughRound: 1 });
    expect(standings.rows).toHaveLength(9);
    const byeRow = standings.rows.find((r) => r.playerId === bye.playerA.id)!;
    expect(byeRow).toMatchObject({ points: 3, wins: 1, losses: 0, draws: 0, byes: 1, dropped: false, gw: 1 });
    expect(Object.keys(byeRow).sort()).toEqual(['byes', 'draws', 'dropped', 'gw', 'losses', 'matchWin', 'name', 'ogw', 'omw', 'playerId', 'points', 'rank', 'wins'].sort());
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
    const before = await snapshot();
    const fifth = await kit.call('POST', `/api/events/${event.id}/rounds`);
    expect(fifth.status).toBe(409);
    expect(fifth.body).toMatchObject({ code: 'EVENT_FINISHED', section: '210' });
    expect(await snapshot()).toEqual(before);
    const byes = (await kit.ok<{ matches: MatchOut[] }[]>('GET', `/api/events/${event.id}/rounds`)).flatMap((r) => r.matches.filter((m) => m.bye).map((m) => m.playerA.id));
    expect(new Set(byes).size).toBe(4);
    const history = await kit.standings(event.id, 2);
    expect(history.throughRound).toBe(2);
    expect(history.rows.reduce((sum, r) => sum + (r.wins as number), 0)).toBe(10);
  });

  it('answers 409 with the stored result to the second judge entering the same match', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    const round = await kit.publish(event.id, 1);
    const match = round.matches[0]!;
    const first = await kit.result(match, [{ winner: match.playerA.id }]);
    expect(first.status).toBe(200);
    const before = await snapshot();
    const second = await kit.result(match, [{ winner: match.playerB!.id }]);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'VERSION_CONFLICT', match: { id: match.id, version: 1, result: { games: [{ winner: match.playerA.id }] } } });
    expect(await snapshot()).toEqual(before);
  });

  it('corrects a result only with a reason, keeps who/when/before/after and names the later rounds it touched', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round1 = await kit.playRound(event.id);
    await kit.playRound(event.id);
    const match = (await kit.round(event.id, 1)).matches[0]!;
    const standingsBefore = await kit.standings(event.id, 1);

    const before = await snapshot();
    const noReason = await kit.result(match, [{ winner: match.playerB!.id }]);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'REASON_REQUIRED', field: 'reason' });
    expect(await snapshot()).toEqual(before);

    const corrected = await api.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}/result`,
      payload: { version: match.version, games: [{ winner: match.playerB!.id }], reason: 'Players signed the wrong box' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ corrected: true, laterRoundsTouched: [2], match: { version: 2, outcome: { winner: match.playerB!.id } } });
    const standingsAfter = await kit.standings(event.id, 1);
    const pointsOf = (s: typeof standingsAfter, id: string) => s.rows.find((r) => r.playerId === id)!.points;
    expect(pointsOf(standingsBefore, match.playerA.id)).toBe(3);
    expect(pointsOf(standingsAfter, match.playerA.id)).toBe(0);
    expect(pointsOf(standingsAfter, match.playerB!.id)).toBe(3);
    expect((await kit.round(event.id, 2)).matches.map((m) => m.id)).toEqual((await kit.round(event.id, 2)).matches.map((m) => m.id));

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
    await kit.ok('POST', `/api/events/${event.id}/players/${leaving.id}/drop`);
    const round2 = await kit.pair(event.id);
    expect(round2.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).not.toContain(leaving.id);
    const before = await snapshot();
    const tooLate = await kit.call('POST', `/api/events/${event.id}/players/${leaving.id}/undo-drop`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.code).toBe('DROP_FINAL');
    expect(await snapshot()).toEqual(before);
    const row = (await kit.standings(event.id, 1)).rows.find((r) => r.playerId === leaving.id)!;
    expect(row.dropped).toBe(true);
    expect((await kit.audit(event.id)).map((a) => a.action).filter((a) => a.startsWith('player.'))).toEqual([
      ...Array(6).fill('player.register'),
      'player.drop',
      'player.undoDrop',
      'player.drop',
    ]);
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

  it('swaps two players of a draft with a logged reason, never into a second bye, never after publishing', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 5);
    const round1 = await kit.playRound(event.id);
    const hadBye = round1.matches.find((m) => m.bye)!.playerA.id;
    const draft = await kit.pair(event.id);
    const [t1, t2] = draft.matches as [MatchOut, MatchOut];
    const byeMatch = draft.matches.find((m) => m.bye)!;
    const before = await snapshot();
    const second = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, { players: [byeMatch.playerA.id, hadBye], reason: 'test' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SECOND_BYE');
    const noReason = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, { players: [t1.playerA.id, t2.playerA.id], reason: '' });
    expect(noReason.body.code).toBe('REASON_REQUIRED');
    expect(await snapshot()).toEqual(before);
    const swapped = await kit.ok<{ matches: MatchOut[] }>('POST', `/api/events/${event.id}/rounds/2/swap`, { players: [t1.playerA.id, t2.playerA.id], reason: 'Brothers at table 1' });
    expect(swapped.matches[0]).toMatchObject({ playerA: { id: t2.playerA.id }, playerB: { id: t1.playerB!.id }, explanation: 'swapped by a judge: Brothers at table 1' });
    expect((await kit.audit(event.id)).find((a) => a.action === 'round.swap')).toMatchObject({ reason: 'Brothers at table 1' });
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/1/replay`)).toMatchObject({ number: 1, seed: round1.seed, identical: true });
    expect(await kit.ok('GET', `/api/events/${event.id}/rounds/2/replay`)).toMatchObject({ number: 2, identical: false });
    await kit.publish(event.id, 2);
    const late = await kit.call('POST', `/api/events/${event.id}/rounds/2/swap`, { players: [t1.playerA.id, t2.playerA.id], reason: 'again' });
    expect(late.body.code).toBe('ROUND_PUBLISHED');
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
      [{ version: 0, games: [{ timeCalled: true, prizesRemaining: { [a]: 7, [b]: 2 } }] }, 400, 'PRIZES_OUT_OF_RANGE', `games[0].prizesRemaining.${a}`],
      [{ version: 0, games: [{ winner: a }, { winner: b }] }, 400, 'TOO_MANY_GAMES', 'games[1]'],
      [{ version: 0, games: [{ winner: '00000000-0000-4000-8000-000000000000' }] }, 400, 'UNKNOWN_PLAYER', 'games[0].winner'],
      [{ version: 0, games: [{ winner: a, draw: true }] }, 400, 'INVALID_GAME', 'games.0'],
      [{ version: 0, games: [{ winner: a }], noShow: b }, 400, 'INVALID_RESULT', 'games'],
      [{ version: 0, games: [{ winner: a }], eventId: other.id }, 409, 'MATCH_NOT_IN_EVENT', undefined],
    ];
    for (const [payload, status, code, field] of cases) {
      const before = await snapshot();
      const response = await kit.call('PUT', `/api/matches/${match.id}/result`, payload);
      expect(response.status, code).toBe(status);
      expect(response.body, code).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(await snapshot()).toEqual(before);
    }
    const [x, y] = [best3.playerA.id, best3.playerB!.id];
    const tooMany = await kit.call('PUT', `/api/matches/${best3.id}/result`, { version: 0, games: [{ winner: x }, { winner: x }, { winner: y }] });
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_GAMES', section: '211' });
    const penalty = await kit.call('PUT', `/api/matches/${best3.id}/result`, { version: 0, games: [{ winner: x }, { draw: true }, { winner: y, penalty: true }, { timeCalled: true, prizesRemaining: { [x]: 1, [y]: 5 } }] });
    expect(penalty.body).toMatchObject({ match: { outcome: { winner: null, gameWins: { [x]: 1, [y]: 1 }, gamesDrawn: 1 } } });
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
      const before = await snapshot();
      const response = await kit.call('POST', url, payload);
      expect(response.status, code).toBe(status);
      expect(response.body, code).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('reuses the Player row of a DCI number seen at an earlier event', async () => {
    const first = await kit.createEvent();
    const second = await kit.createEvent();
    const a = await kit.ok<{ id: string }>('POST', `/api/events/${first.id}/players`, { dciNumber: '777', firstName: 'Ash', lastName: 'Ketchum' });
    const b = await kit.ok<{ id: string }>('POST', `/api/events/${second.id}/players`, { dciNumber: '777', firstName: 'Ash', lastName: 'Ketchum' });
    expect(b.id).toBe(a.id);
  });

  it('records a time extension and a timer start in the round and the audit trail', async () => {
    const event = await kit.createEvent({ roundMinutes: 40 });
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const early = await kit.call('POST', `/api/events/${event.id}/rounds/1/timer`);
    expect(early.body.code).toBe('ROUND_NOT_PUBLISHED');
    await kit.publish(event.id, 1);
    const started = await kit.ok<{ timerStartedAt: string; endsAt: string; matches: MatchOut[] }>('POST', `/api/events/${event.id}/rounds/1/timer`);
    expect(Date.parse(started.endsAt) - Date.parse(started.timerStartedAt)).toBe(40 * 60_000);
    const extended = await kit.ok<{ extensionMinutes: number }>('PUT', `/api/matches/${started.matches[0]!.id}/extension`, { minutes: 4, reason: 'Deck check' });
    expect(extended.extensionMinutes).toBe(4);
    expect((await kit.audit(event.id)).find((a) => a.action === 'match.extension')).toMatchObject({ reason: 'Deck check', after: { extensionMinutes: 4 } });
  });

  it('lets the organizer override the recommended rounds, and best-of-N only before round 1 (211)', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 3);
    const shown = await kit.ok<{ rounds: number | null; recommendedRounds: { rounds: number } }>('GET', `/api/events/${event.id}`);
    expect(shown).toMatchObject({ rounds: null, recommendedRounds: { rounds: 2 } });
    expect(await kit.ok('PATCH', `/api/events/${event.id}`, { rounds: 3, bestOf: 3 })).toMatchObject({ rounds: 3, bestOf: 3 });
    await kit.pair(event.id);
    const before = await snapshot();
    const locked = await kit.call('PATCH', `/api/events/${event.id}`, { bestOf: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'BEST_OF_LOCKED', section: '211' });
    const tooFew = await kit.call('PATCH', `/api/events/${event.id}`, { rounds: 0 });
    expect(tooFew.body).toMatchObject({ code: 'OUT_OF_RANGE', field: 'rounds' });
    expect(await snapshot()).toEqual(before);
    expect((await kit.audit(event.id)).map((a) => a.action)).toContain('event.update');
  });

  it('lets exactly one of two judges entering the same match at once win; the other gets 409', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const match = (await kit.publish(event.id, 1)).matches[0]!;
    const answers = await Promise.all([kit.result(match, [{ winner: match.playerA.id }]), kit.result(match, [{ winner: match.playerB!.id }])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = (await kit.round(event.id, 1)).matches[0]!;
    expect(stored.version).toBe(1);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'VERSION_CONFLICT', match: { version: 1, result: stored.result } });
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

  it('gives Op Win % and Op Op Win % rows under the playpokemon policy', async () => {
    const event = await kit.createEvent({ scoring: { policy: 'playpokemon' } });
    await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const standings = await kit.standings(event.id);
    expect(standings.policy).toBe('playpokemon');
    for (const row of standings.rows) {
      expect(row).toHaveProperty('opWin');
      expect(row).toHaveProperty('opOpWin');
      expect(row).not.toHaveProperty('omw');
    }
    const loser = standings.rows.find((r) => r.points === 0)!;
    expect(loser.opWin).toBe(1);
  });

  it('documents every Swiss route in the OpenAPI document', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    for (const path of ['/api/events/{id}/players', '/api/events/{id}/rounds', '/api/events/{id}/rounds/{n}', '/api/events/{id}/rounds/{n}/publish', '/api/matches/{id}/result', '/api/events/{id}/standings', '/api/events/{id}/audit']) {
      expect(Object.keys(doc.paths), path).toContain(path);
      for (const operation of Object.values(doc.paths[path]!)) expect(Object.keys(operation.responses)).toContain('200' in operation.responses ? '200' : '201');
    }
  });
});
