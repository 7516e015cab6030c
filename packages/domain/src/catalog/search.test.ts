import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from './builtIn.ts';
import { searchCards } from './search.ts';

const ids = (text: string, search = {}) => searchCards(catalog, text, search).map((c) => c.id);
const names = (text: string, search = {}) => searchCards(catalog, text, search).map((c) => c.name);

describe('searchCards', () => {
  it('finds Pokémon cards when typed without the accent, any case', () => {
    expect(names('pokemon breeder')).toEqual([
      'Pokémon Breeder',
      'Pokémon Breeder',
      'Pokémon Breeder',
      'Pokémon Breeder Fields',
    ]);
    expect(names('POKÉMON BREEDER')).toEqual(names('pokemon breeder'));
  });

  it('ranks the exact title first, then titles starting with the text, then words, then the rest', () => {
    const found = names('raichu', { limit: 100 });
    expect(found.slice(0, 11).every((n) => n === 'Raichu')).toBe(true);
    expect(found).toContain('Dark Raichu');
    expect(found.indexOf('Dark Raichu')).toBeGreaterThan(found.lastIndexOf('Raichu'));
  });

  it('matches every word of the text', () => {
    expect(new Set(names('dark char'))).toEqual(new Set(['Dark Charizard', 'Dark Charmeleon']));
  });

  it.each([
    ['BS 4', 'base1-4'],
    ['base1-4', 'base1-4'],
    ['lc 3', 'base6-3'],
    ['aq h22', 'ecard2-H22'],
  ])('"%s" puts the printing %s first', (text, id) => expect(ids(text)[0]).toBe(id));

  it('filters by set, by id or code', () => {
    expect(ids('charizard', { set: 'LC' })).toEqual(['base6-3']);
    expect(ids('', { set: 'bp' })).toHaveLength(9);
    expect(ids('charizard', { set: 'nope' })).toEqual([]);
  });

  it('caps results', () => {
    expect(ids('a')).toHaveLength(25);
    expect(ids('a', { limit: 1000 })).toHaveLength(100);
    expect(ids('zzzz')).toEqual([]);
  });
});
