import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('DELETE /api/events/:id (#18)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const remove = (id: string, confirm: string) =>
    api.app.inject({ method: 'DELETE', url: `/api/events/${id}`, payload: { confirm } });

  it('deletes the event and everything in it once its name is typed, leaving other events as they were', async () => {
    const event = await kit.createEvent({ name: 'Cerulean Cup' });
    const other = await kit.createEvent({ name: 'Pewter Open' });
    await kit.registerMany(event.id, 4);
    await kit.registerMany(other.id, 4);
    await kit.playRound(event.id);
    await kit.playRound(other.id);
    await kit.ok('POST', `/api/events/${event.id}/judge-calls`, { table: 1, reason: 'other' }).catch(() => undefined);

    const before = await snapshot(api.database.db.prisma);
    const wrong = await remove(event.id, 'Cerulean');
    expect([wrong.statusCode, wrong.json<{ code: string; field: string }>()]).toEqual([
      400,
      expect.objectContaining({ code: 'CONFIRMATION_MISMATCH', field: 'confirm' }),
    ]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const otherStandings = await kit.standings(other.id);
    const done = await remove(event.id, ' Cerulean  Cup ');
    expect(done.statusCode, done.body).toBe(204);
    expect((await kit.call('GET', `/api/events/${event.id}`)).status).toBe(404);
    expect(await api.database.db.prisma.registration.count({ where: { eventId: event.id } })).toBe(0);
    // The append-only audit trail outlives the event and ends with its deletion.
    const deletion = await api.database.db.prisma.auditEntry.findFirst({
      where: { eventId: event.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(deletion?.action).toBe('event.delete');
    expect(deletion?.before).toMatchObject({ eventId: event.id, name: 'Cerulean Cup', players: 4 });
    expect(await kit.standings(other.id)).toEqual(otherStandings);
    expect((await remove(event.id, 'Cerulean Cup')).statusCode).toBe(404);
  });
});

describe('Result entries racing the event’s deletion (issue 32 item 8)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('answer 404 (or are stored before it), never 500, on either database', async () => {
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 4; attempt++) {
      const event = await kit.createEvent({ name: `Race ${attempt}` });
      await kit.registerMany(event.id, 16);
      const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
      // Results sent before, with and after the deletion, a few milliseconds apart.
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const results = round.matches
        .filter((m) => !m.bye)
        .map((m, i) => later(i * 3).then(() => kit.result(m, [{ winner: m.playerA.id }])));
      const deletion = later(attempt * 4).then(() =>
        api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, payload: { confirm: `Race ${attempt}` } }),
      );
      const answers = await Promise.all(results);
      expect((await deletion).statusCode).toBe(204);
      for (const answer of answers) {
        expect([200, 404], JSON.stringify(answer.body)).toContain(answer.status);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
  });
});
