import { beforeAll, describe, expect, it } from 'vitest';
import type { EventListItem, Of } from '@tcg/contract';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

type Listed = Of<typeof EventListItem>;

describe('GET /api/events: each event with what is true of it now (217)', () => {
  const api = useTestApp();
  let kit: ReturnType<typeof eventKit>;
  beforeAll(() => {
    kit = eventKit(api.app);
  });
  const phaseOf = async (id: string) => (await kit.ok<Listed[]>('GET', '/api/events')).find((e) => e.id === id)!.phase;

  it('says "top cut to make" when the last Swiss result is in, then "top cut in play", never "finished" before the cut', async () => {
    const event = await kit.createEvent({ rounds: 2 });
    expect(await phaseOf(event.id)).toEqual({
      phase: 'registration',
      label: 'Registration open',
      registrationOpen: true,
    });
    await kit.registerMany(event.id, 10);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    expect(await phaseOf(event.id)).toMatchObject({
      phase: 'swiss',
      label: 'Swiss round 1 of 2',
      registrationOpen: true,
    });
    await kit.reportAll(round);
    await kit.pair(event.id);
    expect(await phaseOf(event.id), 'round 2 is only a draft (#31)').toMatchObject({
      phase: 'swiss',
      label: 'Swiss round 1 of 2 · round 2 being paired',
    });
    expect((await api.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/rounds/2` })).statusCode).toBe(204);
    await kit.playRound(event.id);
    expect(await kit.ok<{ status: string }>('GET', `/api/events/${event.id}`)).toMatchObject({ status: 'finished' });
    expect(await phaseOf(event.id)).toEqual({
      phase: 'cutToMake',
      label: 'Swiss rounds finished: top cut to make',
      registrationOpen: false,
    });
    await kit.ok('POST', `/api/events/${event.id}/cut`, { size: 4 });
    expect(await phaseOf(event.id)).toMatchObject({ phase: 'topCut', label: 'Top cut in play' });
  });

  it('says "finished" after the last Swiss result when no top cut is recommended (8 players)', async () => {
    const event = await kit.createEvent({ rounds: 1 });
    await kit.registerMany(event.id, 8);
    await kit.playRound(event.id);
    expect(await phaseOf(event.id)).toEqual({ phase: 'finished', label: 'Finished', registrationOpen: false });
  });
});
