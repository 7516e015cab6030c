import { describe, expect, it } from 'vitest';
import { snapshot, eventKit, type MatchOut } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface Links {
  links: { matchId: string; table: number; players: { playerId: string; token: string }[] }[];
}
interface View {
  status: string;
  result: string | null;
  reports: { by: string; games: object[]; disputed: boolean }[];
  you: { id: string };
  opponent: { id: string };
}

describe('players report their own results (#16)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  /** As a player's phone: no account. */
  const phone = (method: 'GET' | 'POST', token: string, payload?: object) =>
    api.app.inject({
      method,
      url: `/api/self-report/${token}`,
      headers: { cookie: '' },
      ...(payload ? { payload } : {}),
    });

  async function roundWithLinks(bestOf = 1) {
    const event = await kit.createEvent({ bestOf });
    await kit.registerMany(event.id, 4);
    await kit.pair(event.id);
    const round = await kit.publish(event.id, 1);
    expect(await kit.ok('PUT', `/api/events/${event.id}/self-reporting`, { enabled: true, confirmMinutes: 5 })).toEqual(
      { enabled: true, confirmMinutes: 5 },
    );
    const { links } = await kit.ok<Links>('GET', `/api/events/${event.id}/rounds/1/report-links`);
    const matchOf = (link: Links['links'][number]) => round.matches.find((m) => m.id === link.matchId)!;
    return { event, round, links, matchOf };
  }

  it('enters the result when the opponent confirms it, audited as reported by players, and then closes the links', async () => {
    const { event, links, matchOf } = await roundWithLinks();
    const [link] = links;
    const [a, b] = link!.players;
    const reported = await phone('POST', a!.token, { action: 'report', games: [{ winner: a!.playerId }] });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<View>()).toMatchObject({
      status: 'open',
      reports: [{ by: 'you', games: [{ winner: a!.playerId }] }],
    });
    expect((await phone('GET', b!.token)).json<View>()).toMatchObject({
      you: { id: b!.playerId },
      reports: [{ by: 'opponent' }],
    });

    const confirmed = await phone('POST', b!.token, { action: 'confirm' });
    expect(confirmed.json<View>()).toMatchObject({ status: 'closed', result: expect.stringContaining('won') });
    const match = await kit.ok<MatchOut>('GET', `/api/matches/${matchOf(link!).id}`);
    expect(match.result).toEqual({ games: [{ winner: a!.playerId }] });
    const audit = await kit.audit(event.id);
    expect(audit.some((e) => e.actor.startsWith('reported by players'))).toBe(true);

    const again = await phone('POST', a!.token, { action: 'report', games: [{ winner: b!.playerId }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SELF_REPORT_CLOSED' });
  });

  it('sends a disagreement to the judges’ queue as a dispute, and lists a report waiting for confirmation', async () => {
    const { event, links } = await roundWithLinks();
    const [first, second] = links;
    const [a, b] = first!.players;
    await phone('POST', a!.token, { action: 'report', games: [{ winner: a!.playerId }] });
    const disputed = await phone('POST', b!.token, { action: 'report', games: [{ winner: b!.playerId }] });
    expect(disputed.json<View>()).toMatchObject({ status: 'disputed' });
    await phone('POST', second!.players[0]!.token, { action: 'report', games: [{ draw: true }] });

    const queue = await kit.ok<{
      open: { table: number; reason: string }[];
      awaiting: { table: number; overdue: boolean }[];
    }>('GET', `/api/events/${event.id}/judge-calls`);
    expect(queue.open).toEqual([expect.objectContaining({ table: first!.table, reason: 'dispute' })]);
    expect(queue.awaiting).toEqual([expect.objectContaining({ table: second!.table, overdue: false })]);
    expect((await phone('POST', a!.token, { action: 'confirm' })).json()).toMatchObject({ code: 'SELF_REPORT_CLOSED' });
  });

  it('refuses what a link may not do, changing nothing', async () => {
    const { event, links, matchOf } = await roundWithLinks(3);
    const [a, b] = links[0]!.players;
    const before = await snapshot(api.database.db.prisma);
    const forged = `${links[0]!.matchId}.a.${'x'.repeat(22)}`;
    const cases: [string, object, number, string][] = [
      [forged, { action: 'report', games: [{ winner: a!.playerId }] }, 404, 'SELF_REPORT_LINK_INVALID'],
      [b!.token, { action: 'confirm' }, 409, 'NOTHING_TO_CONFIRM'],
      [
        a!.token,
        { action: 'report', games: [{ winner: a!.playerId }, { winner: a!.playerId }, { winner: a!.playerId }] },
        400,
        'TOO_MANY_GAMES',
      ],
      [a!.token, { action: 'report' }, 400, 'SELF_REPORT_INVALID'],
      [a!.token, { action: 'report', games: [{ winner: a!.playerId, penalty: true }] }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [token, body, status, code] of cases) {
      const response = await phone('POST', token, body);
      expect([response.statusCode, response.json<{ code: string }>().code], JSON.stringify(body)).toEqual([
        status,
        code,
      ]);
    }
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const staff = await kit.result(matchOf(links[0]!), [{ winner: b!.playerId }, { winner: b!.playerId }]);
    expect(staff.status).toBe(200);
    expect(
      (
        await phone('POST', a!.token, { action: 'report', games: [{ winner: a!.playerId }, { winner: a!.playerId }] })
      ).json(),
    ).toMatchObject({ code: 'SELF_REPORT_CLOSED' });

    await kit.ok('PUT', `/api/events/${event.id}/self-reporting`, { enabled: false, confirmMinutes: 5 });
    expect((await phone('GET', links[1]!.players[0]!.token)).json()).toMatchObject({ code: 'SELF_REPORTING_OFF' });
    expect((await kit.call('GET', `/api/events/${event.id}/rounds/1/report-links`)).body).toMatchObject({
      code: 'SELF_REPORTING_OFF',
    });
  });
});
