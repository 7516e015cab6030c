import { seatPods } from '@tcg/domain/draft';
import { seededRandom } from '@tcg/domain/shared';
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface SeatingOut {
  seed: number | null;
  pods: { number: number; seats: string[] }[];
}

const opened = useTestApp();
const kit = () => eventKit(opened.app);

async function limitedEvent(players: number) {
  const event = await kit().createEvent({ format: 'rochester-draft' });
  return { event, players: await kit().registerMany(event.id, players) };
}

const seat = (eventId: string) => kit().call('POST', `/api/events/${eventId}/pods`);
const seating = (eventId: string) => kit().ok<SeatingOut>('GET', `/api/events/${eventId}/pods`);
const podAudits = async (eventId: string) => (await kit().audit(eventId)).filter((a) => a.action === 'pods.seat');

describe('POST /api/events/:id/pods (Appendix A 1)', () => {
  it('seats everyone not dropped exactly once, in pods whose sizes differ by at most one', async () => {
    const { event, players } = await limitedEvent(17);
    const dropped = players[3]!;
    await kit().ok('POST', `/api/events/${event.id}/players/${dropped.id}/drop`);
    const { status, body } = await seat(event.id);
    expect(status).toBe(201);
    const out = body as unknown as SeatingOut;
    const sizes = out.pods.map((p) => p.seats.length);
    expect(sizes).toEqual([8, 8]);
    expect(out.pods.map((p) => p.number)).toEqual([1, 2]);
    const seated = out.pods.flatMap((p) => p.seats);
    expect([...seated].sort()).toEqual(
      players
        .filter((p) => p !== dropped)
        .map((p) => p.id)
        .sort(),
    );
    expect(await seating(event.id)).toEqual(out);
  });

  it('splits 15 players into pods of 8 and 7 and stores the seed so the seating replays', async () => {
    const { event, players } = await limitedEvent(15);
    const { body } = await seat(event.id);
    const stored = await seating(event.id);
    expect(stored).toEqual(body);
    expect(
      Math.max(...stored.pods.map((p) => p.seats.length)) - Math.min(...stored.pods.map((p) => p.seats.length)),
    ).toBeLessThanOrEqual(1);
    const replayed = seatPods(
      players.map((p) => p.id),
      seededRandom(stored.seed!),
    );
    expect(replayed).toEqual({ ok: true, value: { pods: stored.pods } });
    expect(await podAudits(event.id)).toMatchObject([{ after: stored }]);
  });

  it('re-seats before round 1 and refuses with 409 once round 1 is paired, keeping the seating', async () => {
    const { event } = await limitedEvent(8);
    await seat(event.id);
    const again = await seat(event.id);
    expect(again.status).toBe(201);
    const before = await seating(event.id);
    expect(before).toEqual(again.body);
    expect(before.pods).toHaveLength(1);
    await kit().pair(event.id);
    const refused = await seat(event.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PODS_LOCKED' });
    expect(await seating(event.id)).toEqual(before);
    expect(await podAudits(event.id)).toHaveLength(2);
  });

  it('refuses a pod of fewer than 3 with 400 POD_TOO_SMALL and stores nothing', async () => {
    const { event } = await limitedEvent(2);
    const { status, body } = await seat(event.id);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'POD_TOO_SMALL', section: 'Appendix A 1' });
    expect(await seating(event.id)).toEqual({ seed: null, pods: [] });
    expect(await podAudits(event.id)).toEqual([]);
  });

  it('answers 404 for an unknown event', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await seat(missing)).status).toBe(404);
    expect((await kit().call('GET', `/api/events/${missing}/pods`)).status).toBe(404);
  });
});
