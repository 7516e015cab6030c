import { describe, expect, it } from 'vitest';
import { snapshot, eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';

interface PickOut {
  id: string;
  table: number;
  matchId: string;
  seed: number | null;
  startedAt: string | null;
  creditedMinutes: number | null;
}

describe('Deck check picks through the API (216)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('draws only among tables where a player registered a list (#31)', async () => {
    const event = await kit.createEvent();
    const players = await kit.registerMany(event.id, 8);
    const listed = players[0]!.id;
    const deck = await api.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/players/${listed}/deck`,
      payload: { list: MODIFIED_DECK },
    });
    expect(deck.statusCode, deck.body).toBe(200);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const table = round.matches.find((m) => m.playerA.id === listed || m.playerB?.id === listed)!.table;
    const url = `/api/events/${event.id}/deck-check-picks`;
    for (const seed of [1, 2, 3, 4, 5])
      expect(
        (await kit.ok<PickOut[]>('POST', url, { count: 1, seed, allowanceMinutes: 2 })).map((p) => p.table),
        `seed ${seed}`,
      ).toEqual([table]);
    expect((await kit.call('POST', url, { count: 2, allowanceMinutes: 2 })).body).toMatchObject({
      code: 'OUT_OF_RANGE',
      field: 'count',
    });
  });

  it('the head judge draws tables with a recorded seed; a timed deck check is credited to the match with the allowance', async () => {
    const event = await kit.createEvent();
    await kit.registerMany(event.id, 8);
    await kit.publish(event.id, (await kit.pair(event.id)).number);
    const url = `/api/events/${event.id}/deck-check-picks`;

    const before = await snapshot(api.database.db.prisma);
    expect((await kit.call('POST', url, { tables: [9], allowanceMinutes: 2 })).body).toMatchObject({
      code: 'TABLE_NOT_PLAYING',
      field: 'tables',
    });
    expect((await kit.call('POST', url, { count: 5, allowanceMinutes: 2 })).body).toMatchObject({
      code: 'OUT_OF_RANGE',
      field: 'count',
    });
    expect(await snapshot(api.database.db.prisma)).toEqual(before);

    const drawn = await kit.ok<PickOut[]>('POST', url, { count: 2, seed: 42, allowanceMinutes: 2 });
    expect(drawn).toHaveLength(2);
    expect(drawn.every((p) => p.seed === 42 && p.table >= 1 && p.table <= 4)).toBe(true);
    expect((await kit.audit(event.id)).find((a) => a.action === 'deckCheck.pick')).toMatchObject({
      after: { tables: drawn.map((p) => p.table), seed: 42, allowanceMinutes: 2 },
    });
    const [pick] = drawn as [PickOut];

    expect((await kit.call('POST', `${url}/${pick.id}/finish`)).body).toMatchObject({ code: 'DECK_CHECK_NOT_STARTED' });
    expect((await kit.ok<PickOut>('POST', `${url}/${pick.id}/start`)).startedAt).not.toBeNull();
    expect((await kit.call('POST', `${url}/${pick.id}/start`)).body).toMatchObject({ code: 'DECK_CHECK_STARTED' });

    await api.database.db.prisma.deckCheckPick.update({
      where: { id: pick.id },
      data: { startedAt: new Date(Date.now() - 310_000) },
    });
    const finished = await kit.ok<PickOut>('POST', `${url}/${pick.id}/finish`);
    expect(finished.creditedMinutes).toBe(8);
    expect(await kit.ok('GET', `/api/matches/${pick.matchId}`)).toMatchObject({ extensionMinutes: 8 });
    expect((await kit.audit(event.id)).find((a) => a.action === 'match.extension')).toMatchObject({
      reason: `Deck check at table ${pick.table} (216)`,
    });
    expect((await kit.call('POST', `${url}/${pick.id}/finish`)).body).toMatchObject({ code: 'DECK_CHECK_FINISHED' });

    const byHand = await kit.ok<PickOut[]>('POST', url, { tables: [pick.table], allowanceMinutes: 0 });
    expect(byHand).toMatchObject([{ table: pick.table, seed: null }]);
    expect(await kit.ok<PickOut[]>('GET', url)).toHaveLength(3);
  });
});
