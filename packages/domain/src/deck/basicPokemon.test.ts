import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { basicPokemonProblems, isBasicOrBaby } from './basicPokemon.ts';
import { parseDecklist } from './parseDecklist.ts';

const problems = (list: string) => basicPokemonProblems(parseDecklist(list, catalog).entries);

describe('at least one Basic or Baby Pokémon (214, 215)', () => {
  it.each([
    ['a Basic', '1 Charmander LC 70\n59 Fire Energy'],
    ['a Baby', '1 Pichu N1 12\n59 Fire Energy'],
    ['a Basic Pokémon-ex', '1 Kyogre ex PR-NP 1\n59 Water Energy'],
    ['a Gold Star', '1 Mudkip Star TRR 107\n59 Water Energy'],
  ])('%s is enough', (_, list) => expect(problems(list)).toEqual([]));

  it.each([
    ['only evolutions', '4 Charmeleon LC 37\n4 Charizard LC 3\n52 Fire Energy'],
    ['Mysterious Fossil, a Trainer', '4 Mysterious Fossil LC 109\n4 Kabuto N2 56\n52 Fighting Energy'],
  ])('%s is not', (_, list) => {
    expect(problems(list)).toEqual([
      {
        code: 'NO_BASIC_POKEMON',
        section: '214',
        message: 'The deck has no Basic or Baby Pokémon, so it could never finish a mulligan (214, 215)',
      },
    ]);
  });

  it('knows Basic and Baby from the card facts', () => {
    expect(isBasicOrBaby(catalog.cardsById.get('neo1-12')!)).toBe(true);
    expect(isBasicOrBaby(catalog.cardsById.get('base6-37')!)).toBe(false);
    expect(isBasicOrBaby(catalog.cardsById.get('base6-109')!)).toBe(false);
  });
});
