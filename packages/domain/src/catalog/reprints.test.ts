import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from './builtIn.ts';
import { copiesOf, fingerprint, gameTextKey, type GameText } from './reprints.ts';

const card = (id: string) => catalog.cardsById.get(id)!;
const copyIds = (id: string) => copiesOf(card(id), catalog).map((c) => c.id);

const charizard: GameText = {
  supertype: 'Pokémon',
  name: 'Charizard',
  hp: '120',
  attacks: [{ name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100' }],
  abilities: [{ name: 'Energy Burn' }],
};

describe('the 226 copy definition, on literal game text', () => {
  it('ignores wording, level and the order of costs, attacks and powers', () => {
    const twoAttacks: GameText = { ...charizard, attacks: [{ name: 'Tail', cost: ['Colorless', 'Fire'], damage: '20' }, charizard.attacks![0]!] };
    const reordered: GameText = { ...twoAttacks, attacks: [charizard.attacks![0]!, { name: 'Tail', cost: ['Fire', 'Colorless'], damage: '20' }] };
    expect(fingerprint(reordered)).toBe(fingerprint(twoAttacks));
    expect(fingerprint({ ...charizard, hp: 120 })).toBe(fingerprint(charizard));
  });

  it.each<[string, GameText]>([
    ['HP', { ...charizard, hp: '100' }],
    ['name', { ...charizard, name: 'Dark Charizard' }],
    ['attack name', { ...charizard, attacks: [{ name: 'Fire Spinn', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100' }] }],
    ['cost', { ...charizard, attacks: [{ name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Colorless'], damage: '100' }] }],
    ['damage', { ...charizard, attacks: [{ name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100+' }] }],
    ['power name', { ...charizard, abilities: [{ name: 'Energy Burst' }] }],
    ['a missing power', { ...charizard, abilities: [] }],
  ])('a different %s makes a different card', (_, other) => {
    expect(fingerprint(other)).not.toBe(fingerprint(charizard));
  });

  it('compares Trainers and Energy by name and kind only', () => {
    expect(gameTextKey({ supertype: 'Trainer', name: 'Bill', hp: '10' })).toBe(gameTextKey({ supertype: 'Trainer', name: 'Bill' }));
    expect(fingerprint({ supertype: 'Trainer', name: 'Bill' })).not.toBe(fingerprint({ supertype: 'Energy', name: 'Bill' }));
  });

  it('is 16 hex digits and carries no text', () => {
    expect(fingerprint(charizard)).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('Legendary Collection reprints in the catalog (facts checked in the card data README)', () => {
  const older = new Set(['base1', 'base2', 'base3', 'base5']);
  const lcIds = (numbers: string) =>
    numbers.split(',').flatMap((part) => {
      const [from, to = from] = part.trim().split('-').map(Number) as [number, number?];
      return Array.from({ length: to - from + 1 }, (_, i) => `base6-${from + i}`);
    });
  const identical = lcIds(
    '2,5,6,8,9,12,20,23-28,30-33,40-45,47,50-56,58-63,65-69,71,72,74,75,77,79-81,83,84,86,87,89,91-95,97-110',
  );
  const reworded = lcIds('1,3,4,7,10,11,13,15-19,21,22,34-39,46,48,49,57,64,70,73,82,85,88,90,96');

  it('74 identical and 32 reworded LC cards are copies of a Base, Jungle, Fossil or Team Rocket printing', () => {
    expect(identical).toHaveLength(74);
    expect(reworded).toHaveLength(32);
    for (const id of [...identical, ...reworded]) {
      expect(copyIds(id).some((copy) => older.has(card(copy).set)), id).toBe(true);
    }
  });

  it.each([
    ['base6-3', 'base1-4'],
    ['base6-12', 'base1-6'],
    ['base6-2', 'base3-2'],
    ['base6-5', 'base5-5'],
    ['base6-108', 'base1-91'],
    ['base6-102', 'base1-76'],
  ])('%s is a copy of %s', (lc, old) => {
    expect(copyIds(lc)).toContain(old);
    expect(copyIds(old)).toContain(lc);
  });

  it('Base Set Charizard has exactly its Base Set 2 and LC printings as copies', () => {
    expect(copyIds('base1-4')).toEqual(['base4-4', 'base6-3']);
  });

  it('LC Mewtwo is the promo basep-12, not Base Set Mewtwo', () => {
    expect(copyIds('base6-29')).toEqual(['basep-12']);
    expect(copyIds('base1-10')).not.toContain('base6-29');
  });

  it.each([
    ['base6-14', 'base2-4', 'source typo "Pin Missle"'],
    ['base6-78', 'base3-48', 'source typo "Minimized"'],
    ['base6-76', 'base3-33', 'Lick costs Colorless here, Psychic on Fossil'],
  ])('%s is not a copy of %s (%s)', (lc, old) => {
    expect(card(lc).name).toBe(card(old).name);
    expect(copyIds(lc)).toEqual([]);
  });

  it('the banned Modified printings have no copies', () => {
    for (const id of ['neo1-25', 'neo1-14', 'basep-24']) expect(copyIds(id)).toEqual([]);
  });
});
