import { describe, expect, it } from 'vitest';
import { snapshot, swissKit } from '../swissTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('DELETE /api/events/:id (#18)', () => {
  const api = useTestApp();
  const kit = swissKit(() => api.app);
  const remove = (id: string, confirm: string) => api.app.inject({ method: 'DELETE', url: `/api/events/${id}`, payload: { confirm } });

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
    expect([wrong.statusCode, wrong.json<{ code: string; field: string }>()]).toEqual([400, expect.objectContaining({ code: 'CONFIRMATION_MISMATCH', field: 'confirm' })]);
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const otherStandings = await kit.standings(other.id);
    const done = await remove(event.id, ' Cerulean  Cup ');
    expect(done.statusCode, done.body).toBe(204);
    expect((await kit.call('GET', `/api/events/${event.id}`)).status).toBe(404);
    expect(await api.database.db.prisma.registration.count({ where: { eventId: event.id } })).toBe(0);
    // The append-only audit trail outlives the event and ends with its deletion.
    const deletion = await api.database.db.prisma.auditEntry.findFirst({ where: { eventId: event.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(deletion?.action).toBe('event.delete');
    expect(deletion?.before).toMatchObject({ eventId: event.id, name: 'Cerulean Cup', players: 4 });
    expect(await kit.standings(other.id)).toEqual(otherStandings);
    expect((await remove(event.id, 'Cerulean Cup')).statusCode).toBe(404);
  });
});
