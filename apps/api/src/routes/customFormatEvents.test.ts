import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck } from '@tcg/domain/deck';
import { customFormat, MODIFIED } from '@tcg/domain/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { eventKit } from '../eventTestKit.ts';
import { today } from '../clock.ts';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();
beforeAll(async () => {
  for (const definition of [babyCup, prerelease])
    expect((await api.app.inject({ method: 'POST', url: '/api/formats', payload: definition })).statusCode).toBe(201);
});

/** A house rule in the Pokémon Origins style: at most 1 of each Baby Pokémon, 2 Baby in total. */
const babyCup = {
  id: 'baby-cup',
  name: 'Baby Cup',
  deckSize: 60,
  copyLimit: 4,
  sets: 'all',
  groups: [{ name: 'Baby', titles: ['Pichu', 'Cleffa', 'Igglybuff'], perCard: 1, total: 2 }],
};
const prerelease = {
  id: 'prerelease-40',
  name: 'Prerelease 40',
  kind: 'limited',
  deckSize: 40,
  copyLimit: null,
  sets: ['EX'],
};

const createEvent = (payload: object) => api.app.inject({ method: 'POST', url: '/api/events', payload });
const eventCount = () => api.database.db.prisma.event.count();

describe('POST /api/events under a custom format (201)', () => {
  it('creates the event with the custom format id and lists it', async () => {
    const response = await createEvent({ name: 'Baby Cup Night', format: 'baby-cup', bestOf: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Baby Cup Night',
      format: 'baby-cup',
      bestOf: 3,
      status: 'registration',
    });
    const listed = (await api.app.inject({ method: 'GET', url: '/api/events' })).json();
    expect(listed.map((e: { format: string }) => e.format)).toContain('baby-cup');
  });

  it('takes a Limited custom format too', async () => {
    const response = await createEvent({ name: 'Prerelease', format: 'prerelease-40' });
    expect(response.statusCode).toBe(201);
    expect(response.json().format).toBe('prerelease-40');
  });

  it.each([
    ['an id no format has', 'baby-cup-2'],
    ['the deck check alias "limited", which is no event format', 'limited'],
    ['a custom id written in capitals', 'BABY-CUP'],
  ])('answers 400 UNKNOWN_FORMAT naming format for %s and stores nothing', async (_, format) => {
    const before = await eventCount();
    const response = await createEvent({ name: 'Nowhere Cup', format });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'format', section: '201' });
    expect(await eventCount()).toBe(before);
  });

  it('lists each custom format with its definition, for the pages to build it in the browser', async () => {
    const formats = (await api.app.inject({ method: 'GET', url: '/api/formats' })).json();
    expect(formats.filter((f: { builtIn: boolean }) => !f.builtIn)).toEqual([
      {
        id: 'baby-cup',
        name: 'Baby Cup',
        kind: 'constructed',
        builtIn: false,
        deckSize: 60,
        copyLimit: 4,
        definition: babyCup,
      },
      {
        id: 'prerelease-40',
        name: 'Prerelease 40',
        kind: 'limited',
        builtIn: false,
        deckSize: 40,
        copyLimit: null,
        definition: prerelease,
      },
    ]);
    expect(formats.filter((f: { builtIn: boolean }) => f.builtIn).every((f: object) => !('definition' in f))).toBe(
      true,
    );
  });
});

describe('deck registration for an event under a custom format', () => {
  let eventId: string;
  let ash: string;
  beforeAll(async () => {
    eventId = (await createEvent({ name: 'Baby Cup Registration', format: 'baby-cup' })).json().id;
    ash = (
      await api.database.db.prisma.player.create({ data: { dciNumber: '2001', firstName: 'Ash', lastName: 'Ketchum' } })
    ).id;
    await api.database.db.prisma.registration.create({ data: { eventId, playerId: ash } });
  });

  const register = (list: string) =>
    api.app.inject({ method: 'PUT', url: `/api/events/${eventId}/players/${ash}/deck`, payload: { list } });
  const babyCupFormat = () => {
    const format = customFormat(babyCup, builtInCatalog);
    if (!format.ok) throw new Error(format.error.message);
    return format.value;
  };

  it("checks the list against the custom format's groups, not Modified's rules", async () => {
    // Four Pichu are legal in Modified (221) but break the house limit of one Baby of each title.
    expect(checkDeck({ format: MODIFIED, date: today(), list: MODIFIED_DECK }, builtInCatalog).legal).toBe(true);
    const response = await register(MODIFIED_DECK);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: 'baby-cup', checkedOn: today() });
    expect(response.json().legality).toEqual(
      checkDeck({ format: babyCupFormat(), date: today(), list: MODIFIED_DECK }, builtInCatalog),
    );
    // One problem for the four Pichu (one of each Baby), one for the group's total (two Baby in all).
    expect(
      response.json().legality.problems.map((p: { code: string; section: string }) => [p.code, p.section]),
    ).toEqual([
      ['GROUP_LIMIT', 'custom'],
      ['GROUP_LIMIT', 'custom'],
    ]);
  });

  it('registers the list as legal once it keeps to the house limits', async () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '1 Pichu N1 12\n1 Cleffa N1 20').replace(
      '12 Fire Energy',
      '14 Fire Energy',
    );
    const response = await register(list);
    expect(response.json().legality).toEqual(
      checkDeck({ format: babyCupFormat(), date: today(), list }, builtInCatalog),
    );
    expect(response.json().legality.legal).toBe(true);
    const decks = (await api.app.inject({ method: 'GET', url: `/api/events/${eventId}/decks` })).json();
    expect(
      decks.decks.map((d: { format: string; legality: { legal: boolean } }) => [d.format, d.legality.legal]),
    ).toEqual([['baby-cup', true]]);
  });
});

describe('results under a Limited house format', () => {
  it('count 4 Prizes (232), not 6', async () => {
    const kit = eventKit(api.app);
    const event = await kit.createEvent({ format: 'prerelease-40' });
    await kit.registerMany(event.id, 2);
    await kit.pair(event.id);
    const [match] = (await kit.publish(event.id, 1)).matches;
    const [a, b] = [match!.playerA.id, match!.playerB!.id];
    const tooMany = await kit.result(match!, [{ timeCalled: true, prizesRemaining: { [a]: 5, [b]: 2 } }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'PRIZES_OUT_OF_RANGE', section: '232' });
    const atTime = await kit.result(match!, [{ timeCalled: true, prizesRemaining: { [a]: 4, [b]: 2 } }]);
    expect(atTime.status).toBe(200);
  });
});
