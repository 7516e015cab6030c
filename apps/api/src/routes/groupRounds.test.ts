import { describe, expect, it } from 'vitest';
import type { Bracket, Of } from '@tcg/contract';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp, importThroughJob } from '../testApp.ts';

type BracketOut = Of<typeof Bracket>;

describe('Division groups with their own Swiss rounds: PUT …/divisions with groupRounds (210, 217)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  /** Four Juniors paired apart for 2 Swiss rounds, four Masters for the event's 3. */
  const event = async () => {
    const { id } = await kit.createEvent({ date: '2003-03-15', rounds: 3, scoring: { policy: 'playpokemon' } });
    await kit.ok('PUT', `/api/events/${id}/divisions`, {
      groups: [['juniors', 'seniors'], ['masters']],
      groupRounds: [2, null],
    });
    const juniors = new Set<string>();
    for (const n of [1, 2, 3, 4]) juniors.add((await kit.register(id, `Junior${n}`, { birthYear: 1994 })).id);
    for (const n of [1, 2, 3, 4]) await kit.register(id, `Master${n}`, { birthYear: 1970 });
    return { id, juniors };
  };
  const bracket = (id: string, division: string) =>
    kit.ok<BracketOut>('GET', `/api/events/${id}/bracket?division=${division}`);
  const cut = (id: string, division: string) => kit.call('POST', `/api/events/${id}/cut`, { size: 2, division });
  const status = async (id: string) => (await kit.ok<{ status: string }>('GET', `/api/events/${id}`)).status;

  it('stores each group’s rounds with the groups, shows them on the event, and keeps the old body working', async () => {
    const { id } = await kit.createEvent({ date: '2003-03-15', scoring: { policy: 'playpokemon' } });
    const set = await kit.ok<{ divisionGroups: string[][]; groupRounds: unknown }>(
      'PUT',
      `/api/events/${id}/divisions`,
      { groups: [['juniors'], ['seniors', 'masters']], groupRounds: [4, null] },
    );
    expect(set).toMatchObject({ divisionGroups: [['juniors'], ['seniors', 'masters']], groupRounds: [4, null] });
    expect(await kit.ok('GET', `/api/events/${id}`)).toMatchObject({ groupRounds: [4, null] });
    expect(
      await kit.ok('PUT', `/api/events/${id}/divisions`, { groups: [['juniors', 'seniors', 'masters']] }),
    ).toMatchObject({ groupRounds: null });
    const audit = await kit.audit(id);
    expect(audit.filter((a) => a.action === 'event.divisions').map((a) => a.after)).toEqual([
      { divisionGroups: [['juniors'], ['seniors', 'masters']], groupRounds: [4, null] },
      { divisionGroups: [['juniors', 'seniors', 'masters']], groupRounds: null },
    ]);
  });

  it.each([
    [
      'one number per group',
      { groups: [['juniors'], ['seniors', 'masters']], groupRounds: [4] },
      400,
      'GROUP_ROUNDS_INVALID',
    ],
    ['rounds without divisions', { groups: null, groupRounds: [4] }, 400, 'GROUP_ROUNDS_INVALID'],
    [
      'more than 20 rounds',
      { groups: [['juniors', 'seniors', 'masters']], groupRounds: [21] },
      400,
      'VALIDATION_ERROR',
    ],
  ])('refuses %s', async (_name, body, code, error) => {
    const { id } = await kit.createEvent({ date: '2003-03-15', scoring: { policy: 'playpokemon' } });
    const response = await kit.call('PUT', `/api/events/${id}/divisions`, body);
    expect(response.status).toBe(code);
    expect(response.body).toMatchObject({ code: error });
  });

  it('pairs only the groups still in Swiss, cuts Juniors while Masters play on, and finishes when both are done', async () => {
    const { id, juniors } = await event();
    await kit.playRound(id);
    const round2 = await kit.publish(id, (await kit.pair(id)).number);
    expect((await cut(id, 'juniors')).body).toMatchObject({ code: 'SWISS_NOT_FINISHED' });
    await kit.reportAll(round2);

    const round3 = await kit.pair(id);
    expect(round3.number).toBe(3);
    expect(round3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id]).filter((p) => p && juniors.has(p))).toEqual([]);
    expect(round3.matches).toHaveLength(2);
    expect((await kit.ok<{ passed: boolean }>('GET', `/api/events/${id}/rounds/3/check`)).passed).toBe(true);
    await kit.publish(id, 3);

    expect((await cut(id, 'juniors')).status).toBe(201);
    const juniorsCut = (await bracket(id, 'juniors')).cut!;
    expect(juniorsCut).toMatchObject({ afterRound: 2, rounds: [{ number: 4, name: 'Final' }] });
    // Masters play round 3 at tables 1–2, so the Juniors' final sits at table 3.
    expect(round3.matches.map((m) => m.table)).toEqual([1, 2]);
    expect(
      (await kit.ok<{ matches: { table: number | null }[] }>('GET', `/api/events/${id}/rounds/4`)).matches.map(
        (m) => m.table,
      ),
    ).toEqual([3]);
    expect((await kit.ok<{ title: string }>('GET', `/api/events/${id}/rounds/4`)).title).toBe(
      'Juniors top cut — Final',
    );
    // Both rounds are in play: every screen shows both clocks, and a player finds their table in either.
    expect(await kit.ok('GET', `/api/events/${id}/clock`)).toMatchObject({
      round: 3,
      title: 'Round 3',
      alsoInPlay: [{ round: 4, title: 'Juniors top cut — Final', status: 'not-started', endsAt: null }],
    });
    const find = (q: string) =>
      kit.ok<{ matches: { round: number; name: string }[] }>('GET', `/api/events/${id}/find?q=${q}`);
    const finalists = (await bracket(id, 'juniors')).cut!.rounds[0]!.matches[0]!.players.map((p) => p!.id);
    expect((await find('Junior')).matches.map((m) => m.round)).toEqual([4, 4]);
    expect((await find('Junior')).matches.map((m) => m.name).sort()).toEqual(
      finalists.map(() => expect.stringMatching(/^Test Junior\d$/)),
    );
    expect((await find('Master1')).matches).toMatchObject([{ round: 3, name: 'Test Master1' }]);
    const standings = await kit.ok<{ throughRound: number; rows: unknown[] }>(
      'GET',
      `/api/events/${id}/standings?division=juniors`,
    );
    expect(standings).toMatchObject({ throughRound: 2 });
    expect(standings.rows).toHaveLength(4);
    expect((await cut(id, 'masters')).body).toMatchObject({ code: 'SWISS_NOT_FINISHED' });
    // The Juniors' cut is numbered after the Swiss rounds: those cannot grow under it (217).
    const more = await kit.call('PATCH', `/api/events/${id}`, { rounds: 4 });
    expect([more.status, more.body]).toEqual([
      409,
      expect.objectContaining({
        code: 'CUT_STARTED',
        field: 'rounds',
        message: 'A top cut is made: the event keeps its 3 Swiss rounds.',
      }),
    ]);
    expect((await kit.ok<{ rounds: number }>('GET', `/api/events/${id}`)).rounds).toBe(3);

    await kit.playCut(id, 'juniors');
    expect(await status(id)).toBe('running');
    expect(await kit.ok('GET', `/api/events/${id}/clock`)).toMatchObject({ round: 3 });
    // As without divisions, the last Swiss result finishes the event until a cut reopens it.
    await kit.reportAll(await kit.round(id, 3));
    expect(await status(id)).toBe('finished');
    expect((await kit.call('POST', `/api/events/${id}/rounds`)).body).toMatchObject({ code: 'CUT_STARTED' });

    expect((await cut(id, 'masters')).status).toBe(201);
    expect(await status(id)).toBe('running');
    expect((await bracket(id, 'masters')).cut).toMatchObject({ afterRound: 3, rounds: [{ number: 5 }] });
    await kit.playCut(id, 'masters');
    expect(await status(id)).toBe('finished');
  });

  it('ends the event with the last Swiss result of the longest group when the other group’s cut is finished', async () => {
    const { id } = await event();
    for (let n = 0; n < 2; n++) await kit.playRound(id);
    const round3 = await kit.publish(id, (await kit.pair(id)).number);
    expect((await cut(id, 'juniors')).status).toBe(201);
    await kit.playCut(id, 'juniors');
    await kit.reportAll(round3);
    expect(await status(id)).toBe('finished');
    expect((await kit.call('POST', `/api/events/${id}/rounds`)).body).toMatchObject({ code: 'CUT_STARTED' });
  });

  it('carries each group’s rounds through the app’s own export: the imported event pairs on the same way', async () => {
    const { id } = await event();
    for (let n = 0; n < 2; n++) await kit.playRound(id);
    const doc = await api.app.inject({ url: `/api/events/${id}/export.json` });
    expect(doc.statusCode).toBe(200);
    const imported = await importThroughJob(api.app, {
      method: 'POST',
      url: '/api/imports/event',
      payload: doc.json(),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<{ eventId: string }>().eventId;
    expect(await kit.ok('GET', `/api/events/${copy}`)).toMatchObject({ groupRounds: [2, null] });
    const round3 = await kit.pair(copy);
    expect(round3.matches).toHaveLength(2);
    expect(
      round3.matches.flatMap((m) => [m.playerA.name, m.playerB?.name]).filter((name) => name?.includes('Junior')),
    ).toEqual([]);
  });

  it('takes a late entry only into a group whose Swiss rounds are not all paired', async () => {
    const { id } = await event();
    for (let n = 0; n < 2; n++) await kit.playRound(id);
    const junior = await kit.call('POST', `/api/events/${id}/players`, {
      dciNumber: '99001',
      firstName: 'Late',
      lastName: 'Junior',
      birthYear: 1994,
    });
    expect(junior.status).toBe(409);
    expect(junior.body).toMatchObject({
      code: 'EVENT_FINISHED',
      message: 'All 2 Swiss rounds are paired; no one can enter any more.',
    });
    expect(
      (
        await kit.call('POST', `/api/events/${id}/players`, {
          dciNumber: '99002',
          firstName: 'Late',
          lastName: 'Master',
          birthYear: 1970,
        })
      ).status,
    ).toBe(201);
  });

  it('refuses new rounds per group once round 1 is paired (409 DIVISIONS_LOCKED)', async () => {
    const { id } = await event();
    await kit.pair(id);
    const response = await kit.call('PUT', `/api/events/${id}/divisions`, {
      groups: [['juniors', 'seniors'], ['masters']],
      groupRounds: [3, null],
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'DIVISIONS_LOCKED' });
  });
});
