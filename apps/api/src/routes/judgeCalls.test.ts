import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface CallOut {
  id: string;
  table: number;
  claimedBy: string | null;
  claimedByName: string | null;
  resolvedAt: string | null;
  note: string | null;
  offeredMinutes: number | null;
  creditedMinutes: number | null;
}

describe('Judge calls through the API (216)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  /** A player's call: no account. */
  const call = (eventId: string, payload: object) =>
    api.app.inject({ method: 'POST', url: `/api/events/${eventId}/judge-calls`, headers: { cookie: '' }, payload });

  it('a table calls without an account, a judge takes the call, resolves it with a note and credits the wait to the match once', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 4);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const placed = await call(event.id, { table: 1, reason: 'rulesQuestion' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ round: 1, table: 1, reason: 'rulesQuestion' });
    const id = placed.json<{ id: string }>().id;

    const before = await snapshot(api.database.db.prisma);
    expect((await call(event.id, { table: 1, reason: 'dispute' })).json()).toMatchObject({
      code: 'CALL_OPEN',
      section: '216',
    });
    expect((await call(event.id, { table: 9, reason: 'dispute' })).json()).toMatchObject({
      code: 'TABLE_NOT_PLAYING',
      field: 'table',
    });
    expect((await call(event.id, { table: 2, reason: 'bribery' })).statusCode).toBe(400);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const queue = await kit.ok<{ open: CallOut[]; resolved: CallOut[] }>('GET', `/api/events/${event.id}/judge-calls`);
    expect(queue.open).toMatchObject([{ id, table: 1, claimedBy: null }]);
    const claimed = await kit.ok<CallOut>('POST', `/api/events/${event.id}/judge-calls/${id}/claim`);
    expect(claimed.claimedBy).toBe(api.organizer.account.email);
    expect(claimed.claimedByName, 'the judge by name (#31)').toBe('Test Organizer');

    await api.database.db.prisma.judgeCall.update({
      where: { id },
      data: { calledAt: new Date(Date.now() - 210_000) },
    });
    expect((await kit.call('POST', `/api/events/${event.id}/judge-calls/${id}/extension`)).body).toMatchObject({
      code: 'CALL_NOT_RESOLVED',
    });
    expect(
      (await kit.call('POST', `/api/events/${event.id}/judge-calls/${id}/resolve`, { note: ' ' })).body,
    ).toMatchObject({ code: 'NOTE_REQUIRED' });
    const resolved = await kit.ok<CallOut>('POST', `/api/events/${event.id}/judge-calls/${id}/resolve`, {
      note: 'Explained Energy removal',
    });
    expect(resolved).toMatchObject({ note: 'Explained Energy removal', offeredMinutes: 4, creditedMinutes: null });
    expect((await kit.call('POST', `/api/events/${event.id}/judge-calls/${id}/claim`)).body).toMatchObject({
      code: 'CALL_RESOLVED',
    });

    const credited = await kit.ok<CallOut>('POST', `/api/events/${event.id}/judge-calls/${id}/extension`);
    expect(credited.creditedMinutes).toBe(4);
    const table1 = round.matches.find((m) => m.table === 1)!;
    expect(await kit.ok('GET', `/api/matches/${table1.id}`)).toMatchObject({ extensionMinutes: 4 });
    expect((await kit.call('POST', `/api/events/${event.id}/judge-calls/${id}/extension`)).body).toMatchObject({
      code: 'EXTENSION_CREDITED',
    });
    expect((await kit.audit(event.id)).find((a) => a.action === 'match.extension')).toMatchObject({
      reason: 'Judge call at table 1 (216)',
      after: { extensionMinutes: 4 },
    });

    const debrief = await kit.ok<{ open: CallOut[]; resolved: CallOut[]; rounds: unknown[] }>(
      'GET',
      `/api/events/${event.id}/judge-calls`,
    );
    expect(debrief.open).toEqual([]);
    expect(debrief.resolved).toMatchObject([{ id }]);
    expect(debrief.rounds).toEqual([
      { round: 1, calls: 1, medianSeconds: expect.any(Number), worstSeconds: expect.any(Number) },
    ]);
  });
});
