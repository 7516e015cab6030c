import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { describe, expect, it } from 'vitest';
import { today } from '../clock.ts';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();

const SKYRIDGE_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Raikou SK 28');
const DRAGON_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Absol DR 1');
const PROMO_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Latias PR-NP 14');

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  api.app.inject({ method, url: `/api${url}`, payload });
const get = async (url: string) => (await api.app.inject({ method: 'GET', url: `/api${url}` })).json();
const create = async (payload: object) =>
  (await send('POST', '/events', { name: 'Summer Cup', format: 'modified', ...payload })).json();
const register = async (eventId: string, dciNumber: string) =>
  (await send('POST', `/events/${eventId}/players`, { dciNumber, firstName: 'P', lastName: dciNumber })).json()
    .id as string;
const problems = (deck: { legality: { problems: { code: string; cards?: string[] }[] } }) =>
  deck.legality.problems.map((p) => [p.code, p.cards]);
const noticeCodes = (deck: { legality: { notices: { code: string }[] } }) => deck.legality.notices.map((n) => n.code);
const stored = async () => ({ events: await get('/events'), audit: await api.database.db.prisma.auditEntry.count() });

describe('an event has a date (204)', () => {
  it('takes a date, an end date and the promo choice at creation and returns them', async () => {
    const event = await create({ date: '2003-07-01', endDate: '2003-07-02', unlistedPromos: 'exclude' });
    expect(event).toMatchObject({ date: '2003-07-01', endDate: '2003-07-02', unlistedPromos: 'exclude' });
    expect(await get(`/events/${event.id}`)).toMatchObject({
      date: '2003-07-01',
      endDate: '2003-07-02',
      unlistedPromos: 'exclude',
    });
  });

  it('is today, one day long, with unlisted promos allowed when the organizer says nothing', async () => {
    expect(await create({})).toMatchObject({ date: today(), endDate: null, unlistedPromos: 'allow' });
  });

  it.each([
    ['a day that does not exist', { date: '2003-02-30' }, 'INVALID_DATE', 'date'],
    ['a date not written YYYY-MM-DD', { date: '07/01/2003' }, 'INVALID_DATE', 'date'],
    ['an end date before the date', { date: '2003-07-02', endDate: '2003-07-01' }, 'END_BEFORE_START', 'endDate'],
    ['an unknown promo choice', { unlistedPromos: 'sometimes' }, 'VALIDATION_ERROR', 'unlistedPromos'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_, payload, code, field) => {
    const before = await stored();
    const response = await send('POST', '/events', { name: 'Bad Cup', format: 'modified', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(await stored()).toEqual(before);
  });
});

describe("decks are judged on the event's date (204), with its promo choice (226) and the player's word on card backs (202)", () => {
  it('registers a Skyridge deck as legal and an EX Dragon deck as not yet released on 1 July 2003, in every view', async () => {
    const event = await create({ date: '2003-07-01' });
    const [sky, dragon] = [await register(event.id, '501'), await register(event.id, '502')];
    const skyDeck = (
      await send('PUT', `/events/${event.id}/players/${sky}/deck`, { list: SKYRIDGE_DECK, mixedBacks: true })
    ).json();
    expect(skyDeck).toMatchObject({ checkedOn: '2003-07-01', mixedBacks: true, legality: { legal: true } });
    expect(noticeCodes(skyDeck)).toEqual(['OPAQUE_SLEEVES']);
    const dragonDeck = (await send('PUT', `/events/${event.id}/players/${dragon}/deck`, { list: DRAGON_DECK })).json();
    expect(dragonDeck).toMatchObject({ checkedOn: '2003-07-01', mixedBacks: false, legality: { legal: false } });
    expect(problems(dragonDeck)).toEqual([['NOT_YET_RELEASED', ['ex3-1']]]);

    const listed = await get(`/events/${event.id}/decks`);
    expect(
      listed.decks.map((d: { legality: { legal: boolean }; checkedOn: string }) => [d.checkedOn, d.legality.legal]),
    ).toEqual([
      ['2003-07-01', true],
      ['2003-07-01', false],
    ]);
    await send('POST', `/events/${event.id}/rounds`, {});
    const table = await get(`/events/${event.id}/tables/1/decks`);
    expect(table.players.map((p: { deck: { legality: { legal: boolean } } }) => p.deck.legality.legal).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('judges every registered deck again when the date or the promo choice changes before round 1', async () => {
    const event = await create({ date: '2003-07-01' });
    const [dragon, promo] = [await register(event.id, '601'), await register(event.id, '602')];
    await send('PUT', `/events/${event.id}/players/${dragon}/deck`, { list: DRAGON_DECK });
    await send('PUT', `/events/${event.id}/players/${promo}/deck`, { list: PROMO_DECK });
    expect((await send('PATCH', `/events/${event.id}`, { date: '2004-01-10' })).json()).toMatchObject({
      date: '2004-01-10',
    });
    let decks = (await get(`/events/${event.id}/decks`)).decks;
    expect(
      decks.map((d: { checkedOn: string; legality: { legal: boolean } }) => [d.checkedOn, d.legality.legal]),
    ).toEqual([
      ['2004-01-10', true],
      ['2004-01-10', true],
    ]);
    expect(noticeCodes(decks[1])).toEqual([]);

    await send('PATCH', `/events/${event.id}`, { unlistedPromos: 'exclude' });
    decks = (await get(`/events/${event.id}/decks`)).decks;
    expect(problems(decks[1])).toEqual([['NOT_IN_FORMAT', ['np-14']]]);
    expect(await api.database.db.prisma.auditEntry.count({ where: { eventId: event.id, action: 'deck.judge' } })).toBe(
      4,
    );
  });

  it('adds the opaque-sleeves notice to the public check when the player says the backs are mixed', async () => {
    const check = async (mixedBacks?: boolean) =>
      (
        await send('POST', '/decks/check', {
          format: 'modified',
          date: '2003-07-01',
          list: SKYRIDGE_DECK,
          ...(mixedBacks === undefined ? {} : { mixedBacks }),
        })
      ).json();
    const mixed = await check(true);
    expect(mixed).toMatchObject({ legal: true });
    expect(noticeCodes({ legality: mixed })).toEqual(['OPAQUE_SLEEVES']);
    expect((await check(false)).notices).toEqual([]);
    expect((await check()).notices).toEqual([]);
    expect(
      (await send('POST', '/decks/check', { format: 'modified', list: SKYRIDGE_DECK, mixedBacks: 'yes' })).json(),
    ).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mixedBacks' });
  });
});

describe('Alternate Scoring is not used in match play (217)', () => {
  it('refuses it with best of 3, at creation and as a change, naming the field and storing nothing', async () => {
    const created = await send('POST', '/events', {
      name: 'Match play',
      format: 'modified',
      bestOf: 3,
      scoring: { alternateScoring: true },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'ALTERNATE_SCORING_MATCH_PLAY',
      section: '217',
      field: 'scoring.alternateScoring',
    });
    const event = await create({ date: '2003-07-01', bestOf: 3 });
    const changed = await send('PATCH', `/events/${event.id}`, { scoring: { alternateScoring: true } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: 'ALTERNATE_SCORING_MATCH_PLAY', field: 'scoring.alternateScoring' });
    expect((await api.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json()).toMatchObject({
      bestOf: 3,
      scoring: { alternateScoring: false },
    });
  });
});

describe('what is announced is fixed once round 1 is paired (204, 211, 216, 226)', () => {
  it('changes the days, best-of-N, Alternate Scoring and the promo choice before round 1', async () => {
    const event = await create({ date: '2003-07-01' });
    const changes = {
      date: '2003-07-05',
      endDate: '2003-07-06',
      scoring: { alternateScoring: true },
      unlistedPromos: 'exclude',
    };
    const changed = (await send('PATCH', `/events/${event.id}`, changes)).json();
    expect(changed).toMatchObject({
      date: '2003-07-05',
      endDate: '2003-07-06',
      bestOf: 1,
      scoring: { policy: 'dci2003', alternateScoring: true },
      unlistedPromos: 'exclude',
    });
    const matchPlay = (
      await send('PATCH', `/events/${event.id}`, { bestOf: 3, scoring: { alternateScoring: false } })
    ).json();
    expect(matchPlay).toMatchObject({ bestOf: 3, scoring: { alternateScoring: false } });
    expect((await send('PATCH', `/events/${event.id}`, { endDate: null })).json()).toMatchObject({ endDate: null });
  });

  it.each([
    ['the date', { date: '2003-07-05' }, 'DATE_LOCKED', 'date'],
    ['the end date', { endDate: '2003-07-02' }, 'DATE_LOCKED', 'endDate'],
    ['Alternate Scoring', { scoring: { alternateScoring: true } }, 'SCORING_LOCKED', 'scoring.alternateScoring'],
    ['the promo choice', { unlistedPromos: 'exclude' }, 'PROMOS_LOCKED', 'unlistedPromos'],
    ['best-of-N', { bestOf: 3 }, 'BEST_OF_LOCKED', 'bestOf'],
  ])('refuses %s after round 1 with 409 naming the field, and stores nothing', async (_, changes, code, field) => {
    const event = await create({ date: '2003-07-01' });
    await register(event.id, '701');
    await register(event.id, '702');
    expect((await send('POST', `/events/${event.id}/rounds`, {})).statusCode).toBe(201);
    const before = await stored();
    const response = await send('PATCH', `/events/${event.id}`, changes);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code, field });
    expect(await stored()).toEqual(before);
    expect((await send('PATCH', `/events/${event.id}`, { roundMinutes: 45 })).statusCode).toBe(200);
  });
});
