// 203, 204 ¶2, 211: what an organizer announces before play — a fixed even number of games, the card-interpretation
// class, a hold on new sets — through the API, and the JSON import checking an event's settings as a new event's.
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { describe, expect, it } from 'vitest';
import { eventKit, type MatchOut } from '../eventTestKit.ts';
import { importThroughJob, useTestApp } from '../testApp.ts';

const api = useTestApp();
const kit = eventKit(() => api.app);
const RUBY_SAPPHIRE_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Aggron RS 1');

describe('a fixed even number of games a match (211, 217)', () => {
  it('plays a 2-game Swiss match: 1–1 is a draw worth 1 point each, 2–0 a win, and a third game is refused', async () => {
    const event = await kit.createEvent({ bestOf: 2 });
    expect(event).toMatchObject({ bestOf: 2 });
    await kit.registerMany(event.id, 4);
    const round = await kit.publish(event.id, (await kit.pair(event.id)).number);
    const [first, second] = round.matches as [MatchOut, MatchOut];
    const split = await kit.result(first, [{ winner: first.playerA.id }, { winner: first.playerB!.id }]);
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body).toMatchObject({
      match: { outcome: { winner: null, points: { [first.playerA.id]: 1, [first.playerB!.id]: 1 } } },
    });
    const third = await kit.result(second, [
      { winner: second.playerA.id },
      { winner: second.playerB!.id },
      { winner: second.playerA.id },
    ]);
    expect([third.status, third.body]).toEqual([
      400,
      expect.objectContaining({ code: 'TOO_MANY_GAMES', section: '211', field: 'games[2]' }),
    ]);
    const sweep = await kit.result(second, [{ winner: second.playerB!.id }, { winner: second.playerB!.id }]);
    expect(sweep.body).toMatchObject({ match: { outcome: { winner: second.playerB!.id } } });
  });

  it('refuses 6 games a match, naming bestOf', async () => {
    const response = await kit.call('POST', '/api/events', { name: 'Six', format: 'modified', bestOf: 6 });
    expect([response.status, response.body]).toEqual([
      400,
      expect.objectContaining({ code: 'INVALID_BEST_OF', field: 'bestOf' }),
    ]);
  });
});

describe('the card-interpretation class (203) and the new-set hold (204 ¶2)', () => {
  it('are stored, shown and fixed once round 1 is paired', async () => {
    const event = await kit.createEvent({ interpretationClass: 'B', newSetHoldWeeks: 3 });
    expect(await kit.ok('GET', `/api/events/${event.id}`)).toMatchObject({
      interpretationClass: 'B',
      newSetHoldWeeks: 3,
    });
    expect(
      await kit.ok('PATCH', `/api/events/${event.id}`, { interpretationClass: 'A', newSetHoldWeeks: null }),
    ).toMatchObject({ interpretationClass: 'A', newSetHoldWeeks: null });
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const late = await kit.call('PATCH', `/api/events/${event.id}`, { interpretationClass: 'B' });
    expect([late.status, late.body]).toEqual([
      409,
      expect.objectContaining({ code: 'INTERPRETATION_LOCKED', section: '203' }),
    ]);
    const hold = await kit.call('PATCH', `/api/events/${event.id}`, { newSetHoldWeeks: 2 });
    expect([hold.status, hold.body]).toEqual([
      409,
      expect.objectContaining({ code: 'NEW_SET_HOLD_LOCKED', section: '204' }),
    ]);
  });

  it.each([
    [{ interpretationClass: 'C' }, 'interpretationClass'],
    [{ newSetHoldWeeks: 1 }, 'newSetHoldWeeks'],
    [{ newSetHoldWeeks: 7 }, 'newSetHoldWeeks'],
  ])('refuses %j with 400 naming the field', async (settings, field) => {
    const response = await kit.call('POST', '/api/events', { name: 'Bad', format: 'modified', ...settings });
    expect([response.status, response.body]).toEqual([400, expect.objectContaining({ field })]);
  });

  it('judges a deck with a held set as not yet allowed, and as legal once the hold is lifted before play', async () => {
    const event = await kit.createEvent({ date: '2003-07-10', newSetHoldWeeks: 2 });
    const player = await kit.register(event.id);
    const held = await kit.ok<{
      legality: { legal: boolean; problems: { code: string; section: string; message: string }[] };
    }>('PUT', `/api/events/${event.id}/players/${player.id}/deck`, { list: RUBY_SAPPHIRE_DECK });
    expect(held.legality.legal).toBe(false);
    expect(held.legality.problems[0]).toMatchObject({ code: 'NOT_YET_RELEASED', section: '204' });
    expect(held.legality.problems[0]!.message).toContain('from 2003-07-15');
    await kit.ok('PATCH', `/api/events/${event.id}`, { newSetHoldWeeks: null });
    const decks = await kit.ok<{ decks: { legality: { legal: boolean } }[] }>('GET', `/api/events/${event.id}/decks`);
    expect(decks.decks.map((d) => d.legality.legal)).toEqual([true]);
  });
});

describe('POST /api/imports/event checks the settings as a new event’s (211, 216)', () => {
  it.each([
    ['Alternate Scoring with best of 3', { bestOf: 3, alternateScoring: true }, 'ALTERNATE_SCORING_MATCH_PLAY'],
    ['7 games a match', { bestOf: 7 }, 'INVALID_BEST_OF'],
    ['an unknown format', { format: 'no-such-format' }, 'UNKNOWN_FORMAT'],
    ['a new-set hold of 9 weeks', { newSetHoldWeeks: 9 }, 'OUT_OF_RANGE'],
  ])('refuses %s with 400, storing nothing', async (_, change, code) => {
    const event = await kit.createEvent({ name: 'Moved Cup' });
    const doc = await kit.ok<{ event: Record<string, unknown> }>('GET', `/api/events/${event.id}/export.json`);
    const events = await api.database.db.prisma.event.count();
    const refused = await kit.call('POST', '/api/imports/event', { ...doc, event: { ...doc.event, ...change } });
    expect([refused.status, refused.body]).toEqual([400, expect.objectContaining({ code })]);
    expect(await api.database.db.prisma.event.count()).toBe(events);
  });

  it('imports an event whose settings hold', async () => {
    const event = await kit.createEvent({ name: 'Moved Cup', bestOf: 2, interpretationClass: 'A', newSetHoldWeeks: 4 });
    const doc = await kit.ok<object>('GET', `/api/events/${event.id}/export.json`);
    const imported = await importThroughJob(api.app, { method: 'POST', url: '/api/imports/event', payload: doc });
    expect(imported.statusCode, imported.body).toBe(201);
    const { eventId } = imported.json<{ eventId: string }>();
    expect(await kit.ok('GET', `/api/events/${eventId}`)).toMatchObject({
      bestOf: 2,
      interpretationClass: 'A',
      newSetHoldWeeks: 4,
    });
  });
});
