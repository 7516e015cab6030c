// #29: a VGC TOM file (gametype VIDEO_GAME) imports as an event of the video game, with no deck rules; standings and
// the TOM bridge are the TCG's. A TCG file stays a TCG event.
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { readTdf, tdfKit, tomCorpusFile as corpus } from '../tdfTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('the game of an imported TOM file', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const { imported, exported: exportedFile } = tdfKit(() => api.app);
  const game = async (eventId: string) =>
    (await api.app.inject({ url: `/api/events/${eventId}` })).json<{ game: string }>().game;
  const exported = async (eventId: string) => readTdf(await exportedFile(eventId));

  it('a VGC file is an event of the video game, exported as VGC again, and plays on with no decklists', async () => {
    const eventId = await imported(corpus('milanovgc-vgc-test-crico-r1-begin.tdf'));
    expect(await game(eventId)).toBe('vgc');
    expect(await exported(eventId)).toMatchObject({ gametype: 'VIDEO_GAME', mode: 'VGCPREMIER' });
    // No decks in the video game: registering one is refused, nothing stored.
    const [player] = (await api.app.inject({ url: `/api/events/${eventId}/players` })).json<{ id: string }[]>();
    const deck = await api.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/players/${player!.id}/deck`,
      payload: { list: '4 Pikachu' },
    });
    expect(deck.statusCode, deck.body).toBe(409);
    expect(deck.json()).toMatchObject({ code: 'NO_CARD_FORMAT', field: 'game' });
    const again = await imported(await exportedFile(eventId));
    expect(await game(again)).toBe('vgc');
    // No deck rules: round 1's results in, round 2 pairs though nobody registered a deck.
    await kit.reportOpen(await kit.round(eventId, 1));
    const next = await kit.call('POST', `/api/events/${eventId}/rounds`);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const standings = await api.app.inject({ url: `/api/events/${eventId}/standings` });
    expect(standings.json<{ rows: unknown[] }>().rows).toHaveLength(9);
  });

  it('a TCG file is a TCG event, exported as TCG', async () => {
    const eventId = await imported(corpus('jnnck-prerelease-maart-1.tdf'));
    expect(await game(eventId)).toBe('tcg');
    expect(await exported(eventId)).toMatchObject({ gametype: 'TRADING_CARD_GAME' });
  });
});
