// #29: a VGC TOM file (gametype VIDEO_GAME) imports as an event of the video game, with no deck rules; standings and
// the TOM bridge are the TCG's. A TCG file stays a TCG event.
import { readFileSync } from 'node:fs';
import { parseTdf } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { importThroughJob, useTestApp } from '../testApp.ts';

const corpus = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/tom-corpus/${name}`, import.meta.url), 'utf8');
const read = (xml: string) => {
  const result = parseTdf(xml);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('the game of an imported TOM file', () => {
  const api = useTestApp();
  const imported = async (xml: string) => {
    const response = await importThroughJob(api.app, {
      method: 'POST',
      url: '/api/imports/tdf',
      headers: { 'content-type': 'application/xml' },
      payload: xml,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ eventId: string }>().eventId;
  };
  const game = async (eventId: string) =>
    (await api.app.inject({ url: `/api/events/${eventId}` })).json<{ game: string }>().game;
  const exported = async (eventId: string) =>
    read((await api.app.inject({ url: `/api/events/${eventId}/export.tdf` })).body);

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
    const again = await imported((await api.app.inject({ url: `/api/events/${eventId}/export.tdf` })).body);
    expect(await game(again)).toBe('vgc');
    // No deck rules: round 1's results in, round 2 pairs though nobody registered a deck.
    const round = (await api.app.inject({ url: `/api/events/${eventId}/rounds/1` })).json<{
      matches: { id: string; version: number; playerA: { id: string }; bye: boolean; result: unknown }[];
    }>();
    for (const m of round.matches.filter((x) => !x.bye && x.result === null)) {
      const put = await api.app.inject({
        method: 'PUT',
        url: `/api/matches/${m.id}/result`,
        payload: { version: m.version, games: [{ winner: m.playerA.id }] },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const next = await api.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds` });
    expect(next.statusCode, next.body).toBe(201);
    const standings = await api.app.inject({ url: `/api/events/${eventId}/standings` });
    expect(standings.json<{ rows: unknown[] }>().rows).toHaveLength(9);
  });

  it('a TCG file is a TCG event, exported as TCG', async () => {
    const eventId = await imported(corpus('jnnck-prerelease-maart-1.tdf'));
    expect(await game(eventId)).toBe('tcg');
    expect(await exported(eventId)).toMatchObject({ gametype: 'TRADING_CARD_GAME' });
  });
});
