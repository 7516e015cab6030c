import { describe, expect, it } from 'vitest';
import { isBasicEnergy } from './basicEnergy.ts';
import { builtInCatalog as catalog } from './builtIn.ts';

const card = (id: string) => catalog.cardsById.get(id)!;

describe('basic Energy (221, 226)', () => {
  it.each([
    ['base1-98', 'Fire Energy', true],
    ['neo1-106', 'Fighting Energy', true],
    ['ex1-108', 'Fire Energy', true],
    ['neo1-104', 'Darkness Energy', false],
    ['neo1-19', 'Metal Energy', false],
    ['base1-96', 'Double Colorless Energy', false],
    ['ex7-94', 'Dark Metal Energy', false],
    ['base1-46', 'Charmander', false],
  ])('%s %s: %s', (id, name, basic) => {
    expect(card(id).name).toBe(name);
    expect(isBasicEnergy(card(id))).toBe(basic);
  });

  it('finds the 44 basic Energy cards of the catalog, in six names', () => {
    const basics = catalog.cards.filter(isBasicEnergy);
    expect(basics).toHaveLength(44);
    expect(new Set(basics.map((c) => c.name)).size).toBe(6);
  });

  it('needs one of the six names even when a card says Basic', () => {
    expect(isBasicEnergy({ ...card('base1-98'), name: 'Darkness Energy' })).toBe(false);
  });
});
