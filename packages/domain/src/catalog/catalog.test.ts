import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from './builtIn.ts';
import { createCatalog, findByName, findPrinting, findSet, setOf } from './catalog.ts';
import type { CatalogCard } from './types.ts';

describe('the built-in catalog', () => {
  it('holds the 29 English sets up to 2004 and their 2,601 cards', () => {
    expect(catalog.sets).toHaveLength(29);
    expect(catalog.cards).toHaveLength(2601);
    for (const set of catalog.sets) expect(catalog.cards.filter((c) => c.set === set.id)).toHaveLength(set.total);
  });

  it.each([
    ['base1', 'Base', 'BS', '1999-01-09'],
    ['basep', 'Wizards Black Star Promos', 'PR', '1999-07-01'],
    ['si1', 'Southern Islands', null, '2001-07-31'],
    ['base6', 'Legendary Collection', 'LC', '2002-05-24'],
    ['ecard1', 'Expedition Base Set', 'EX', '2002-09-15'],
    ['bp', 'Best of Game', 'BP', '2002-12-01'],
    ['np', 'Nintendo Black Star Promos', 'PR-NP', '2003-10-01'],
    ['ex7', 'Team Rocket Returns', 'TRR', '2004-11-01'],
  ])('%s is %s, code %s, released %s', (id, name, code, date) => {
    expect(catalog.setsById.get(id)).toMatchObject({ id, name, code, releaseDate: date });
  });

  it('lists sets oldest first, np before ex3 although the source has them the other way round', () => {
    const dates = catalog.sets.map((s) => s.releaseDate);
    expect(dates).toEqual([...dates].sort());
    expect(catalog.sets.findIndex((s) => s.id === 'np')).toBeLessThan(catalog.sets.findIndex((s) => s.id === 'ex3'));
  });

  it('keeps facts, not text', () => {
    expect(catalog.cardsById.get('basep-24')).toEqual({
      id: 'basep-24',
      set: 'basep',
      number: '24',
      name: "_____'s Pikachu",
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      level: '17',
      hp: 50,
      types: ['Lightning'],
      rarity: 'Promo',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(catalog.cardsById.get('base1-98')).toMatchObject({
      name: 'Fire Energy',
      supertype: 'Energy',
      subtypes: ['Basic'],
    });
  });

  it('no set code reads as another set id', () => {
    for (const set of catalog.sets) if (set.code) expect(findSet(catalog, set.code)).toBe(set);
  });
});

describe('look-ups', () => {
  it.each([
    ['lc', 'base6'],
    ['LC', 'base6'],
    ['Base6', 'base6'],
    ['ex', 'ecard1'],
    ['EX1', 'ex1'],
    ['pr-np', 'np'],
    ['pr', 'basep'],
  ])('set %s is %s', (key, id) => expect(findSet(catalog, key)?.id).toBe(id));

  it('finds printings by set and number, leading zeros and case ignored', () => {
    expect(findPrinting(catalog, 'BS', '004')?.id).toBe('base1-4');
    expect(findPrinting(catalog, 'aq', 'h22')?.id).toBe('ecard2-H22');
    expect(findPrinting(catalog, 'BS', '103')).toBeUndefined();
    expect(findPrinting(catalog, 'nope', '1')).toBeUndefined();
  });

  it('finds every printing of a title, accents and case ignored, oldest first', () => {
    expect(findByName(catalog, 'pokemon breeder').map((c) => c.id)).toEqual(['base1-76', 'base4-105', 'base6-102']);
    expect(findByName(catalog, 'Raichu').map((c) => c.id)).not.toContain('base5-83');
  });

  it('refuses cards of a set it does not have', () => {
    const stray: CatalogCard = { ...catalog.cardsById.get('base1-4')!, set: 'zzz' };
    expect(() => createCatalog({ sets: catalog.sets, cards: [stray] })).toThrow(/base1-4 names unknown set zzz/);
    expect(setOf(catalog, catalog.cardsById.get('neo1-25')!).name).toBe('Neo Genesis');
  });
});
