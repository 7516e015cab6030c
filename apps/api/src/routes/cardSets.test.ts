import { readFileSync } from 'node:fs';
import { checkDeck } from '@tcg/domain/deck';
import { RETRO_DECK, retroCup, retroSample } from '@tcg/domain/format';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();
const sampleCsv = readFileSync(new URL('../../../../samples/retro/retro-set.csv', import.meta.url), 'utf8');

const importSet = (payload: object) => api.app.inject({ method: 'POST', url: '/api/card-sets', payload });
const setCount = () => api.database.db.prisma.importedCardSet.count();
const check = (list: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/decks/check',
    payload: { format: 'retro-cup', date: '2003-06-01', list },
  });

describe('POST /api/card-sets and the house format built on it', () => {
  it('imports the sample set whole, with an audit entry (201 { id, cards })', async () => {
    const response = await importSet(retroSample.set);
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toBe('retro1');
    expect(response.json().cards).toHaveLength(12);
    expect(response.json().cards[4]).toMatchObject({ id: 'retro1-5', name: 'Retro Nihilego', tags: ['Ultra Beast'] });
    expect(await api.database.db.prisma.auditEntry.count({ where: { action: 'cardSet.create' } })).toBe(1);
  });

  it('lists imported sets with their cards and tags (GET /api/card-sets)', async () => {
    const [listed] = (await api.app.inject({ method: 'GET', url: '/api/card-sets' })).json();
    expect(listed.set).toMatchObject({ id: 'retro1', code: 'RTO', releaseDate: '2003-01-01' });
    expect(listed.cards).toHaveLength(12);
    expect(listed.tags).toEqual(['Legendary', 'Ultra Beast', 'Ancient', 'Future', 'Baby']);
  });

  it('shows imported cards in the card browser like built-in ones', async () => {
    const found = (await api.app.inject({ method: 'GET', url: '/api/cards?q=retro%20nihilego' })).json();
    expect(found).toEqual([
      expect.objectContaining({ id: 'retro1-5', set: expect.objectContaining({ code: 'RTO' }), tags: ['Ultra Beast'] }),
    ]);
    expect((await api.app.inject({ method: 'GET', url: '/api/cards?set=RTO' })).json()).toHaveLength(12);
    expect((await api.app.inject({ method: 'GET', url: '/api/cards/retro1-1' })).json().card.name).toBe('Retro Lugia');
    expect((await api.app.inject({ method: 'GET', url: '/api/sets' })).json().at(-1)).toMatchObject({
      id: 'retro1',
      code: 'RTO',
    });
  });

  it('takes a house format naming the imported set with tag and subtype groups', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/formats', payload: retroSample.definition });
    expect(response.statusCode).toBe(201);
    expect(response.json().rules.groups[0]).toMatchObject({
      name: 'Legendary',
      tags: ['Legendary', 'Ultra Beast', 'Ancient', 'Future'],
      perCard: 1,
      total: 4,
    });
  });

  it('checks decklists of imported cards, naming the group on its line', async () => {
    expect((await check(RETRO_DECK)).json()).toMatchObject({ legal: true, problems: [] });
    const list = RETRO_DECK.replace('4 Retro Pikachu RTO 9', '3 Retro Pikachu RTO 9\n1 Retro Groudon RTO 6');
    const response = await check(list);
    const { catalog, format } = retroCup();
    expect(response.json()).toEqual(checkDeck({ format, date: '2003-06-01', list }, catalog));
    expect(response.json().problems).toEqual([
      expect.objectContaining({
        code: 'GROUP_LIMIT',
        line: 6,
        message: 'Retro Cup: 5 cards from "Legendary"; at most 4 in total',
      }),
    ]);
  });

  it('registers a deck of imported cards in an event of the house format', async () => {
    const eventId = (
      await api.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'Retro Night', format: 'retro-cup', date: '2003-06-01' },
      })
    ).json().id;
    const player = await api.database.db.prisma.player.create({
      data: { dciNumber: '7001', firstName: 'Red', lastName: 'Trainer' },
    });
    await api.database.db.prisma.registration.create({ data: { eventId, playerId: player.id } });
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/players/${player.id}/deck`,
      payload: { list: RETRO_DECK.replace('1 Retro Tower RTO 12', '1 Retro Ruins RTO 11') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().legality.problems).toEqual([
      expect.objectContaining({
        code: 'GROUP_LIMIT',
        line: 8,
        message: 'Retro Cup: 2 copies of Retro Ruins (retro1-11 ×2); at most 1 of each card in "Stadium"',
      }),
    ]);
  });

  it('imports the same cards from CSV', async () => {
    const response = await importSet({
      set: { id: 'retro2', name: 'Retro CSV Sample', ptcgoCode: 'RT2', releaseDate: '2003/02/01' },
      csv: sampleCsv,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().cards.map((c: { name: string }) => c.name)).toEqual(
      retroSample.set.cards.map((c) => c.name),
    );
  });

  it.each<[string, object, number, string, string, string]>([
    [
      'the same set again',
      retroSample.set,
      409,
      'CARD_SET_EXISTS',
      'set.id',
      'set.id "retro1" is already the set Retro Sample Set',
    ],
    [
      'a built-in set code',
      { ...retroSample.set, set: { ...retroSample.set.set, id: 'retro9', ptcgoCode: 'BS' } },
      409,
      'CARD_SET_EXISTS',
      'set.ptcgoCode',
      '"BS" is already the set Base (base1)',
    ],
    [
      'a card without a name',
      {
        set: { ...retroSample.set.set, id: 'retro9', ptcgoCode: 'RT9' },
        cards: [...retroSample.set.cards.map(({ id: _, ...card }) => card), { supertype: 'Pokémon', number: '13' }],
      },
      400,
      'CARD_SET_INVALID',
      'cards[12].name',
      'card 13: cards[12].name must be text',
    ],
    [
      'a CSV line reusing a number',
      {
        set: { ...retroSample.set.set, id: 'retro9', ptcgoCode: 'RT9' },
        csv: `${sampleCsv}Retro Mew,Pokémon,Basic,3,,,,\n`,
      },
      400,
      'CARD_SET_INVALID',
      'cards[12].number',
      'line 14 ("Retro Mew"): cards[12].number number 3 is already card 3\'s',
    ],
    [
      'a CSV header field it does not know',
      { set: { ...retroSample.set.set, id: 'retro9' }, csv: 'name,colour\nA,red' },
      400,
      'CARD_SET_INVALID',
      'csv',
      'line 1: "colour" is not a card field',
    ],
    [
      'cards and CSV both',
      { ...retroSample.set, csv: sampleCsv },
      400,
      'CARD_SET_INVALID',
      'csv',
      'csv replaces cards',
    ],
  ])('refuses %s, naming it, importing nothing', async (_, payload, status, code, field, message) => {
    const response = await importSet(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, field });
    expect(response.json().message).toContain(message);
    expect(await setCount()).toBe(2);
  });
});
