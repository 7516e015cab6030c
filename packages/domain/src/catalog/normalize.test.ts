import { describe, expect, it } from 'vitest';
import { normalizeName, normalizeNumber } from './normalize.ts';

describe('normalizeName', () => {
  it.each([
    ['Pokémon Breeder', 'pokemon breeder'],
    ['  POKEMON   breeder ', 'pokemon breeder'],
    ['Brock’s Vulpix', "brock's vulpix"],
    ['Nidoran ♀', 'nidoran ♀'],
    ['PokéDex HANDY909', 'pokedex handy909'],
    ['Brock`s\tVulpix', "brock's vulpix"],
    ['Here Comes Team Rocket!', 'here comes team rocket!'],
  ])('%s → %s', (name, key) => expect(normalizeName(name)).toBe(key));

  it('keeps titles apart that differ by more than spelling', () => {
    expect(normalizeName('Dark Raichu')).not.toBe(normalizeName('Raichu'));
    expect(normalizeName("Brock's Vulpix")).not.toBe(normalizeName('Vulpix'));
    expect(normalizeName('Nidoran ♀')).not.toBe(normalizeName('Nidoran ♂'));
  });
});

describe('normalizeNumber', () => {
  it.each([
    ['4', '4'],
    ['004', '4'],
    ['h22', 'H22'],
    ['H05', 'H5'],
    [' 12 ', '12'],
  ])('%s → %s', (number, key) => expect(normalizeNumber(number)).toBe(key));
});
