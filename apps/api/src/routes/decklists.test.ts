import { MODIFIED_DECK, UNLIMITED_DECK } from '@tcg/domain/deck/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Of, PublishedDecklists } from '@tcg/contract';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

type Page = Of<typeof PublishedDecklists>;

describe('decklists after the event (#17, 217)', () => {
  const api = useTestApp();
  let kit: ReturnType<typeof eventKit>;
  beforeAll(() => {
    kit = eventKit(api.app);
  });

  const publish = (eventId: string, scope: string) =>
    kit.call('PUT', `/api/events/${eventId}/decklist-publication`, { scope });
  const page = (eventId: string) =>
    api.app.inject({ method: 'GET', url: `/api/events/${eventId}/published-decklists` });
  const unpublish = (eventId: string) =>
    api.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/decklist-publication` });

  /** Four players with lists (two fire decks, two Haymakers), two Swiss rounds played. */
  const swissPlayed = async () => {
    const event = await kit.createEvent({ rounds: 2 });
    const players = await kit.registerMany(event.id, 4);
    for (const [i, player] of players.entries())
      await kit.ok('PUT', `/api/events/${event.id}/players/${player.id}/deck`, {
        list: i % 2 === 0 ? MODIFIED_DECK : UNLIMITED_DECK,
      });
    for (let round = 1; round <= 2; round++) await kit.playRound(event.id);
    return { eventId: event.id, players };
  };

  /** The same, cut to a top 2 whose final is played: the event is finished. */
  const finishedWithCut = async () => {
    const { eventId, players } = await swissPlayed();
    expect((await kit.call('POST', `/api/events/${eventId}/cut`, { size: 2, bestOf: 1 })).status).toBe(201);
    const bracket = await kit.ok<Of<typeof Bracket>>('GET', `/api/events/${eventId}/bracket`);
    const final = bracket.cut!.rounds[0]!.matches[0]!;
    return { eventId, players, final, bracket };
  };

  it('refuses an event still playing (409 EVENT_NOT_FINISHED) and answers 404 DECKLISTS_NOT_FOUND before publication', async () => {
    const { eventId } = await finishedWithCut();
    expect(await publish(eventId, 'all')).toMatchObject({
      status: 409,
      body: { code: 'EVENT_NOT_FINISHED', section: '217' },
    });
    const missing = await page(eventId);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'DECKLISTS_NOT_FOUND' });
  });

  it('publishes the top cut, then every list, in final standings order with records and the field’s Pokémon; unpublishing takes the page down', async () => {
    const { eventId, players, final } = await finishedWithCut();
    const [a, b] = [final.players[0]!, final.players[1]!];
    expect((await kit.result(final.match!, [{ winner: b.id }])).status).toBe(200);
    expect(await kit.ok<{ status: string; decklists: unknown }>('GET', `/api/events/${eventId}`)).toMatchObject({
      status: 'finished',
      decklists: null,
    });

    const published = await publish(eventId, 'topCut');
    expect(published).toMatchObject({ status: 200, body: { scope: 'topCut', publishedAt: expect.any(String) } });
    expect(await kit.ok('GET', `/api/events/${eventId}`)).toMatchObject({
      decklists: { scope: 'topCut', publishedAt: published.body.publishedAt },
    });

    const top = (await page(eventId)).json<Page>();
    expect(top).toMatchObject({ scope: 'topCut', players: 4, eventName: 'Swiss Test' });
    expect(top.decks.map((d) => [d.playerName, d.place, d.finish, d.inTopCut])).toEqual([
      [b.name, 1, 'Winner', true],
      [a.name, 2, 'Finalist', true],
    ]);
    const listOf = (id: string) => (players.findIndex((p) => p.id === id) % 2 === 0 ? MODIFIED_DECK : UNLIMITED_DECK);
    const fire = [a, b].filter((p) => listOf(p.id) === MODIFIED_DECK).length;
    for (const deck of top.decks) expect(deck.lines.reduce((sum, l) => sum + l.count, 0)).toBe(60);
    const winner = top.decks[0]!;
    expect(winner.record.wins).toBe(
      ((await kit.standings(eventId, 2)).rows.find((r) => r.playerId === b.id)!.wins as number) + 1,
    );
    expect(winner.lines[0]).toEqual(
      listOf(b.id) === MODIFIED_DECK
        ? { count: 4, card: 'Charmander LC 70', name: 'Charmander', supertype: 'Pokémon' }
        : { count: 4, card: 'Hitmonchan BS 7', name: 'Hitmonchan', supertype: 'Pokémon' },
    );
    if (fire > 0)
      expect(top.breakdown.find((p) => p.name === 'Charizard')).toMatchObject({
        decks: fire,
        averageCopies: 3,
        topCutDecks: fire,
        topCutShare: fire / 2,
      });

    expect((await publish(eventId, 'all')).status).toBe(200);
    const all = (await page(eventId)).json<Page>();
    expect(all.scope).toBe('all');
    expect(all.decks.map((d) => d.place)).toEqual([1, 2, 3, 4]);
    expect(all.decks.map((d) => d.playerName).sort()).toEqual(players.map((p) => p.name).sort());
    expect(all.breakdown.slice(0, 2).map((p) => p.decks)).toEqual([2, 2]);
    expect(all.breakdown.find((p) => p.name === 'Charizard')).toMatchObject({
      decks: 2,
      averageCopies: 3,
      bestFinish: Math.min(...all.decks.filter((d) => d.lines.some((l) => l.name === 'Charizard')).map((d) => d.place)),
    });

    const removed = await unpublish(eventId);
    expect(removed.statusCode).toBe(204);
    expect((await page(eventId)).statusCode).toBe(404);
    expect((await unpublish(eventId)).statusCode).toBe(204);
    const audit = (await kit.audit(eventId)).filter((e) => e.action.startsWith('decklists.'));
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['decklists.publish', null, { scope: 'topCut', publishedAt: published.body.publishedAt }],
      [
        'decklists.publish',
        { scope: 'topCut', publishedAt: published.body.publishedAt },
        { scope: 'all', publishedAt: expect.any(String) },
      ],
      ['decklists.unpublish', { scope: 'all', publishedAt: expect.any(String) }, null],
    ]);
  });

  it('hides the lists of an event a correction reopens (409 EVENT_NOT_FINISHED), its publication kept, and shows them again once it finishes', async () => {
    const { eventId } = await swissPlayed();
    expect((await kit.call('POST', `/api/events/${eventId}/cut`, { size: 4, bestOf: 1 })).status).toBe(201);
    type Cut = NonNullable<Of<typeof Bracket>['cut']>;
    const cut = async (): Promise<Cut> =>
      (await kit.ok<Of<typeof Bracket>>('GET', `/api/events/${eventId}/bracket`)).cut!;
    await kit.playCut(eventId);
    const published = await publish(eventId, 'topCut');
    expect(published.status).toBe(200);
    expect((await page(eventId)).json<Page>().decks.map((d) => d.finish)).toEqual([
      'Winner',
      'Finalist',
      'Semifinals',
      'Semifinals',
    ]);

    const semi = (await cut()).rounds[0]!.matches[0]!;
    expect(
      (
        await kit.result(semi.match!, [{ winner: semi.players[1]!.id }], {
          reason: 'slip filled in for the wrong player',
        })
      ).status,
    ).toBe(200);
    expect(await kit.ok('GET', `/api/events/${eventId}`)).toMatchObject({
      status: 'running',
      decklists: { scope: 'topCut', publishedAt: published.body.publishedAt },
    });
    const hidden = await page(eventId);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ code: 'EVENT_NOT_FINISHED', section: '217' });

    const replayed = (await cut()).rounds[1]!.matches[0]!;
    expect((await kit.result(replayed.match!, [{ winner: replayed.players[0]!.id }])).status).toBe(200);
    const shown = (await page(eventId)).json<Page>();
    expect(shown).toMatchObject({ scope: 'topCut', publishedAt: published.body.publishedAt });
    expect(shown.decks[0]!.playerName).toBe(replayed.players[0]!.name);
  });

  it('an event finished without a top cut publishes every list by Swiss standing, never a top cut (409 NO_TOP_CUT)', async () => {
    const { eventId } = await swissPlayed();
    expect(await publish(eventId, 'topCut')).toMatchObject({ status: 409, body: { code: 'NO_TOP_CUT' } });
    expect((await publish(eventId, 'all')).status).toBe(200);
    const all = (await page(eventId)).json<Page>();
    const standings = await kit.standings(eventId);
    expect(all.decks.map((d) => [d.place, d.finish, d.inTopCut, d.record.wins])).toEqual(
      standings.rows.map((r) => [r.rank, null, false, r.wins]),
    );
    expect(all.breakdown.every((p) => p.topCutShare === 0)).toBe(true);
  });

  it('refuses a scope it does not know (400) and an unknown event (404)', async () => {
    const { eventId } = await swissPlayed();
    expect((await publish(eventId, 'some')).status).toBe(400);
    expect((await publish('00000000-0000-4000-8000-000000000000', 'all')).status).toBe(404);
  });
});
