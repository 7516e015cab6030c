import { importCatalog } from '@tcg/db';
import { builtInCatalog } from '@tcg/domain/catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();

const get = async (url: string) => api.app.inject({ method: 'GET', url });
const ids = async (url: string) => (await get(url)).json<{ id: string }[]>().map((c) => c.id);

describe('GET /api/cards', () => {
  it('finds "Pokémon" when typed "pokemon", any case', async () => {
    const found = await get('/api/cards?q=POKEMON%20breeder');
    expect(found.statusCode).toBe(200);
    expect(found.json().map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      ['base1-76', 'Pokémon Breeder'],
      ['base4-105', 'Pokémon Breeder'],
      ['base6-102', 'Pokémon Breeder'],
      ['neo3-62', 'Pokémon Breeder Fields'],
    ]);
    expect(found.json()[0].set).toEqual({ id: 'base1', name: 'Base', code: 'BS', releaseDate: '1999-01-09' });
  });

  it('finds one printing by set code or id and number', async () => {
    expect(await ids('/api/cards?set=LC&number=3')).toEqual(['base6-3']);
    expect(await ids('/api/cards?set=base6&number=003')).toEqual(['base6-3']);
    expect(await ids('/api/cards?q=charizard&number=4')).toEqual(['base1-4', 'base4-4', 'base5-4']);
  });

  it('lists one set', async () => {
    expect(await ids('/api/cards?set=N1&limit=3')).toEqual(['neo1-1', 'neo1-2', 'neo1-3']);
  });

  it('refuses an unknown set code naming the field', async () => {
    const response = await get('/api/cards?set=XYZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_SET', field: 'set' });
  });
});

describe('GET /api/cards/:id', () => {
  it('gives facts, legality per format with the reason, and copies (226)', async () => {
    const response = await get('/api/cards/base1-4?date=2003-06-01');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.card).toMatchObject({ id: 'base1-4', name: 'Charizard', hp: 120, set: { code: 'BS' } });
    expect(body.legality).toEqual([
      expect.objectContaining({
        format: 'modified',
        status: 'legal',
        section: '226',
        copyOf: 'base6-3',
        reason: 'Modified: a copy of Legendary Collection 3 (base6-3), legal under 226',
      }),
      expect.objectContaining({ format: 'unlimited', status: 'legal', section: '225' }),
      expect.objectContaining({ format: 'limited', status: 'legal', section: '231' }),
    ]);
    expect(body.copies.map((c: { id: string }) => c.id)).toContain('base6-3');
    expect(body.text).toBeNull();
  });

  it.each([
    [
      'base2-4',
      ['base2-20', 'base6-14'],
      'legal',
      'Modified: a copy of Legendary Collection 14 (base6-14), legal under 226',
    ],
    ['base5-81', ['base6-100'], 'legal', 'Modified: a copy of Legendary Collection 100 (base6-100), legal under 226'],
    [
      'base5-71',
      ['base5-15'],
      'not-in-format',
      'Modified: Here Comes Team Rocket! (Team Rocket 71): Team Rocket is not in Modified; no copy of it is legal (226)',
    ],
  ])('lists as copies of %s only the printings with the same game text: %j', async (id, copies, status, reason) => {
    const body = (await get(`/api/cards/${id}?date=2004-12-31`)).json();
    expect(body.copies.map((c: { id: string }) => c.id)).toEqual(copies);
    expect(body.legality[0]).toMatchObject({ format: 'modified', status, reason });
  });

  it('says why a card is not legal', async () => {
    const sneasel = (await get('/api/cards/neo1-25?date=2003-06-01')).json();
    expect(sneasel.legality[0]).toMatchObject({ format: 'modified', status: 'banned', code: 'BANNED', section: '226' });
    const early = (await get('/api/cards/ecard1-1?date=2002-01-01')).json();
    expect(early.legality[0]).toMatchObject({ status: 'not-yet-released', section: '204' });
  });

  it('shows the text once a catalog with it is imported', async () => {
    const set = builtInCatalog.setsById.get('base1')!;
    const card = builtInCatalog.cardsById.get('base1-4')!;
    const raw = {
      id: 'base1-4',
      name: 'Charizard',
      supertype: 'Pokémon',
      rules: [],
      abilities: [{ name: 'Energy Burn', text: 'As often as you like…', type: 'Pokémon Power' }],
    };
    await importCatalog(api.database.db.prisma, {
      sets: [
        {
          set,
          raw: {
            id: set.id,
            name: set.name,
            printedTotal: set.printedTotal,
            total: set.total,
            releaseDate: '1999/01/09',
          },
        },
      ],
      cards: [{ card, raw }],
    });
    expect((await get('/api/cards/base1-4')).json().text).toEqual(raw);
    const sets = (await get('/api/sets')).json();
    expect(sets).toHaveLength(builtInCatalog.sets.length);
    expect(sets[0]).toMatchObject({ id: 'base1', code: 'BS', importedCards: 1 });
  });

  it.each([
    ['/api/cards/nope-1', 404],
    ['/api/cards/base1-4?date=2003-02-30', 400],
    ['/api/cards?limit=1000', 400],
    ['/api/cards?q=' + 'x'.repeat(200), 400],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});
