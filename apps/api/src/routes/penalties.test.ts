import { describe, expect, it } from 'vitest';
import { snapshot, eventKit, type MatchOut, type PlayerOut } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface PenaltyOut {
  id: string;
  round: number | null;
  table: number | null;
  penalty: string;
  proposed: string;
  change: { by: string; reason: string } | null;
}
interface Recorded {
  penalty: PenaltyOut;
  applied: string | null;
  note: string;
}

describe('Penalties through the API (DCI Penalty Guidelines)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  /** Four players with round 1 published; the first player's match has no result. */
  async function eventInRound1(bestOf = 1) {
    const event = await kit.createEvent({ bestOf });
    const players = await kit.registerMany(event.id, 4);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const offender = players[0]!;
    const match = round.matches.find((m) => m.playerA.id === offender.id || m.playerB?.id === offender.id)!;
    return { eventId: event.id, players, offender, match };
  }
  const record = (eventId: string, player: PlayerOut, body: object) =>
    kit.call('POST', `/api/events/${eventId}/penalties`, { playerId: player.id, ...body });

  it('a game loss in a best-of-3 match is one game of it: the match stays open and the answer says how to enter it (211)', async () => {
    const { eventId, offender, match } = await eventInRound1(3);
    const recorded = await record(eventId, offender, {
      infraction: 'slowPlay',
      penalty: 'gameLoss',
      description: 'Third turn over time',
    });
    expect(recorded.body).toMatchObject({
      applied: null,
      note: 'The game loss is one game of this match: enter it as a penalty game with the games played (211).',
    });
    expect((await kit.ok<MatchOut>('GET', `/api/matches/${match.id}`)).result).toBeNull();
  });

  it('a warning for slow play, then a second offence proposes the next penalty up: a game loss entered as the match’s result', async () => {
    const { eventId, offender, match } = await eventInRound1();
    const first = await record(eventId, offender, {
      infraction: 'slowPlay',
      description: 'Took long over every Trainer',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      penalty: {
        penalty: 'warning',
        proposed: 'warning',
        round: 1,
        table: match.table,
        judge: api.organizer.account.email,
      },
      applied: null,
      note: 'Recorded.',
    });

    const second = (
      await record(eventId, offender, { infraction: 'slowPlay', description: 'Again, after the warning' })
    ).body as unknown as Recorded;
    expect(second).toMatchObject({
      penalty: { penalty: 'gameLoss', proposed: 'gameLoss' },
      applied: 'result',
      note: `Entered as the result of table ${match.table} in round 1.`,
    });
    const opponent = match.playerA.id === offender.id ? match.playerB!.id : match.playerA.id;
    const stored = await kit.ok<MatchOut>('GET', `/api/matches/${match.id}`);
    expect(stored.outcome).toMatchObject({ winner: opponent });
    expect(stored.result).toEqual({ games: [{ winner: opponent, penalty: true }] });

    const listed = await kit.ok<{ catalog: Record<string, unknown>; penalties: PenaltyOut[] }>(
      'GET',
      `/api/events/${eventId}/penalties`,
    );
    expect(listed.penalties.map((p) => p.penalty)).toEqual(['warning', 'gameLoss']);
    expect(listed.catalog.slowPlay).toEqual({ penalty: 'warning', escalates: true });
    expect((await kit.audit(eventId)).filter((a) => a.action === 'penalty.record')).toHaveLength(2);
  });

  it('the head judge upgrades or downgrades with a reason; a bad change or a penalty without a description changes nothing', async () => {
    const { eventId, offender, players } = await eventInRound1();
    const { penalty } = (await record(eventId, offender, { infraction: 'tardiness', description: 'Five minutes late' }))
      .body as unknown as Recorded;
    const before = await snapshot(api.database.db.prisma);
    const url = `/api/events/${eventId}/penalties/${penalty.id}`;
    expect((await kit.call('PATCH', url, { penalty: 'warning', reason: 'why' })).body).toMatchObject({
      code: 'PENALTY_UNCHANGED',
    });
    expect((await kit.call('PATCH', url, { penalty: 'caution', reason: ' ' })).body).toMatchObject({
      code: 'REASON_REQUIRED',
      field: 'reason',
    });
    expect(await record(eventId, players[1]!, { infraction: 'tardiness', description: '  ' })).toMatchObject({
      status: 400,
      body: { code: 'DESCRIPTION_REQUIRED', field: 'description' },
    });
    expect(
      (
        await kit.call('POST', `/api/events/${eventId}/penalties`, {
          playerId: '00000000-0000-4000-8000-000000000000',
          infraction: 'tardiness',
          description: 'x',
        })
      ).status,
    ).toBe(404);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const changed = await kit.ok<PenaltyOut>('PATCH', url, {
      penalty: 'caution',
      reason: 'The clock at the door was wrong',
    });
    expect(changed).toMatchObject({
      penalty: 'caution',
      proposed: 'warning',
      change: { by: api.organizer.account.email, reason: 'The clock at the door was wrong' },
    });
    expect((await kit.audit(eventId)).find((a) => a.action === 'penalty.downgrade')).toMatchObject({
      reason: 'The clock at the door was wrong',
    });
  });

  it('the event’s catalogue decides the proposal; a disqualification goes through the disqualification', async () => {
    const { eventId, offender, players } = await eventInRound1();
    const { catalog } = await kit.ok<{ catalog: Record<string, { penalty: string; escalates: boolean }> }>(
      'GET',
      `/api/events/${eventId}/penalties`,
    );
    const bad = await kit.call('PUT', `/api/events/${eventId}/penalty-catalog`, {
      ...catalog,
      slowPlay: { penalty: 'fine', escalates: true },
    });
    expect(bad.status).toBe(400);
    await kit.ok('PUT', `/api/events/${eventId}/penalty-catalog`, {
      ...catalog,
      slowPlay: { penalty: 'caution', escalates: false },
    });
    for (const description of ['once', 'twice']) {
      expect((await record(eventId, offender, { infraction: 'slowPlay', description })).body).toMatchObject({
        penalty: { penalty: 'caution' },
      });
    }
    const cheat = await record(eventId, players[1]!, { infraction: 'cheating', description: 'Stacked the deck' });
    expect(cheat.body).toMatchObject({ penalty: { penalty: 'disqualification' }, applied: 'disqualification' });
    const registrations = await kit.ok<{ id: string; disqualified: boolean }[]>(
      'GET',
      `/api/events/${eventId}/players`,
    );
    expect(registrations.find((r) => r.id === players[1]!.id)).toMatchObject({ disqualified: true });
  });

  it('exports the report as CSV and shows a player’s penalties of earlier events to the staff of a later one', async () => {
    const { eventId, offender } = await eventInRound1();
    await record(eventId, offender, { infraction: 'markedCards', description: 'Bent corners, "by accident"' });
    const csv = await api.app.inject({ url: `/api/events/${eventId}/penalty-report.csv` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[1]).toMatch(
      new RegExp(
        `^1,\\d+,${offender.dciNumber},Test ${offender.lastName},Marked cards,Warning,Warning,"Bent corners, ""by accident""",`,
      ),
    );

    const later = await kit.createEvent({ name: 'Later event' });
    const again = await kit.ok<PlayerOut>('POST', `/api/events/${later.id}/players`, {
      dciNumber: offender.dciNumber,
      firstName: 'Test',
      lastName: offender.lastName,
    });
    const history = await kit.ok<{
      player: { dciNumber: string };
      penalties: (PenaltyOut & { eventName: string; infraction: string })[];
    }>('GET', `/api/events/${later.id}/players/${again.id}/penalty-history`);
    expect(history.player.dciNumber).toBe(offender.dciNumber);
    expect(history.penalties).toMatchObject([
      { eventName: 'Swiss Test', infraction: 'markedCards', penalty: 'warning' },
    ]);
    expect(
      (await kit.ok<{ penalties: unknown[] }>('GET', `/api/events/${eventId}/players/${offender.id}/penalty-history`))
        .penalties,
    ).toEqual([]);
  });
});
