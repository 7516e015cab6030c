import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck } from '@tcg/domain/deck';
import { customFormat } from '@tcg/domain/format';
import { describe, expect, it } from 'vitest';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();

/** Pokémon Origins-style house rule: at most 1 of each Legendary, 4 Legendary in total. */
const legends = {
  id: 'legends',
  name: 'Legends Cup',
  deckSize: 60,
  copyLimit: 4,
  sets: 'all',
  groups: [
    { name: 'Legendary', titles: ['Articuno', 'Zapdos', 'Moltres', 'Mewtwo', 'Mew', 'Lugia'], perCard: 1, total: 4 },
  ],
};

const post = (payload: object) => api.app.inject({ method: 'POST', url: '/api/formats', payload });

describe('custom formats', () => {
  it('stores a house format with an audit entry and lists it with the built-in ones', async () => {
    const response = await post(legends);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: 'legends',
      name: 'Legends Cup',
      builtIn: false,
      deckSize: 60,
      copyLimit: 4,
      definition: legends,
    });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/formats' })).json().map((f: { id: string }) => f.id),
    ).toEqual(['modified', 'unlimited', 'sealed', 'booster-draft', 'rochester-draft', 'legends']);
    expect((await api.app.inject({ method: 'GET', url: '/api/formats/legends' })).json().rules.groups[0]).toMatchObject(
      { name: 'Legendary', perCard: 1, total: 4 },
    );
    expect(await api.database.db.prisma.auditEntry.count({ where: { action: 'format.create' } })).toBe(1);
  });

  it('checks a deck under it with the domain verdict', async () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '1 Pichu N1 12\n1 Mew PR 47\n1 Mewtwo LC 29\n1 Mewtwo PR 12');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/decks/check',
      payload: { format: 'legends', date: '2003-06-01', list },
    });
    const format = customFormat(legends, builtInCatalog);
    if (!format.ok) throw new Error(format.error.message);
    expect(response.json()).toEqual(checkDeck({ format: format.value, date: '2003-06-01', list }, builtInCatalog));
    expect(response.json().problems.map((p: { code: string }) => p.code)).toEqual(['GROUP_LIMIT']);
  });

  it.each([
    ['a taken id', legends, 409, 'FORMAT_EXISTS', 'id'],
    ['the id "limited"', { ...legends, id: 'limited' }, 400, 'INVALID_FORMAT', 'id'],
    ['a built-in id', { ...legends, id: 'modified' }, 400, 'INVALID_FORMAT', 'id'],
    ['an unknown set', { ...legends, id: 'other', sets: ['LC', 'XY'] }, 400, 'INVALID_FORMAT', 'sets[1]'],
    ['an unknown field', { ...legends, id: 'other', sideboard: 15 }, 400, 'VALIDATION_ERROR', 'sideboard'],
  ])('refuses %s naming the field, storing nothing', async (_, payload, status, code, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, field });
    expect(await api.database.db.prisma.customFormat.count()).toBe(1);
  });

  it('answers 404 for an unknown format', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/formats/nope' })).statusCode).toBe(404);
  });

  it('announces match day: Prizes, round length and house rules, listed with the format (#19)', async () => {
    const matchDay = { prizes: 4, roundMinutes: 40, houseRules: 'Legendary Pokémon are revealed at setup.' };
    expect((await post({ ...legends, id: 'legends-day', matchDay })).statusCode).toBe(201);
    const listed = (await api.app.inject({ method: 'GET', url: '/api/formats' })).json<
      { id: string; matchDay?: object }[]
    >();
    expect(listed.find((f) => f.id === 'legends-day')?.matchDay).toEqual(matchDay);
    const refused = await post({ ...legends, id: 'legends-night', matchDay: { prizes: 0 } });
    expect([refused.statusCode, refused.json<{ field: string }>().field]).toEqual([400, 'matchDay.prizes']);
  });
});
