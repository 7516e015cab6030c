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
    const twoAttacks: GameText = {
      ...charizard,
      attacks: [{ name: 'Tail', cost: ['Colorless', 'Fire'], damage: '20' }, charizard.attacks![0]!],
    };
    const reordered: GameText = {
      ...twoAttacks,
      attacks: [charizard.attacks![0]!, { name: 'Tail', cost: ['Fire', 'Colorless'], damage: '20' }],
    };
    expect(fingerprint(reordered)).toBe(fingerprint(twoAttacks));
    expect(fingerprint({ ...charizard, hp: 120 })).toBe(fingerprint(charizard));
  });

  it.each<[string, GameText]>([
    ['HP', { ...charizard, hp: '100' }],
    ['name', { ...charizard, name: 'Dark Charizard' }],
    [
      'attack name',
      { ...charizard, attacks: [{ name: 'Fire Spinn', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100' }] },
    ],
    [
      'cost',
      { ...charizard, attacks: [{ name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Colorless'], damage: '100' }] },
    ],
    [
      'damage',
      { ...charizard, attacks: [{ name: 'Fire Spin', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '100+' }] },
    ],
    ['power name', { ...charizard, abilities: [{ name: 'Energy Burst' }] }],
    ['a missing power', { ...charizard, abilities: [] }],
  ])('a different %s makes a different card', (_, other) => {
    expect(fingerprint(other)).not.toBe(fingerprint(charizard));
  });

  const bill: GameText = { supertype: 'Trainer', name: 'Bill', rules: ['Draw 2 cards.'] };

  it('compares Trainers and Energy by name and kind: a wording update is the same card', () => {
    expect(gameTextKey({ ...bill, hp: '10' })).toBe(gameTextKey(bill));
    expect(fingerprint(bill)).toBe(fingerprint({ ...bill, rules: ['Draw 2 cards'] }));
    expect(fingerprint(bill)).toBe(fingerprint({ ...bill, rules: ['You draw two cards.'] }));
    expect(fingerprint(bill)).not.toBe(fingerprint({ ...bill, supertype: 'Energy' }));
    expect(fingerprint(bill)).not.toBe(fingerprint({ ...bill, subtypes: ['Supporter'] }));
    expect(fingerprint(bill)).toBe(fingerprint({ ...bill, subtypes: ['Item'] }));
  });

  it.each<[string, GameText]>([
    ['stage', { ...charizard, subtypes: ['Stage 1'] }],
    ['type', { ...charizard, types: ['Colorless'] }],
  ])('a Pokémon with another %s is another card', (_, other) => {
    expect(fingerprint(other)).not.toBe(fingerprint({ ...charizard, subtypes: ['Stage 2'], types: ['Fire'] }));
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
    '2,5,6,8,9,12,20,23-28,30-33,40-45,47,50-56,58-63,65-69,71,72,74,75,77,79-81,83,84,86,87,89,91-95,97-99,101,103-108,110',
  );
  const reworded = lcIds('1,3,4,7,10,11,13,15-19,21,22,34-39,46,48,49,57,64,70,73,82,85,88,90,96');
  const misspelt = lcIds('14,76,78');

  it('71 identical, 32 reworded Pokémon and 3 misspelt LC cards are copies of a Base, Jungle, Fossil or Team Rocket printing', () => {
    expect(identical).toHaveLength(71);
    expect(reworded).toHaveLength(32);
    for (const id of [...identical, ...reworded, ...misspelt]) {
      expect(
        copyIds(id).some((copy) => older.has(card(copy).set)),
        id,
      ).toBe(true);
    }
  });

  it.each([
    [
      'base6-100',
      'base5-81',
      'Full Heal Energy: "affected by a Special Condition" for "Asleep, Confused, Paralyzed, or Poisoned"',
    ],
    ['base6-109', 'base3-62', 'Mysterious Fossil: Special Conditions, and a sentence on evolving from it'],
  ])('%s is reworded, a copy of %s (%s)', (lc, old) => {
    expect(copyIds(lc)).toContain(old);
  });

  it.each([
    ['base6-102', 'base1-76'],
    ['base6-102', 'base4-105'],
    ['base6-3', 'base1-4'],
    ['base6-12', 'base1-6'],
    ['base6-2', 'base3-2'],
    ['base6-5', 'base5-5'],
    ['base6-108', 'base1-91'],
    ['base6-110', 'base1-94'],
    ['base6-101', 'base5-82'],
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
    ['base6-14', ['base2-4', 'base2-20'], 'source typo "Pin Missle"'],
    ['base6-78', ['base3-48'], 'source typo "Minimized"'],
    ['base6-76', ['base3-33'], 'Lick costs Colorless in the source, Psychic on Fossil'],
  ])("%s is a copy of %s despite the catalog's %s (errata)", (lc, old) => {
    expect(copyIds(lc)).toEqual(old);
  });

  it('the banned Modified printings have no copies', () => {
    for (const id of ['neo1-25', 'neo1-14', 'basep-24']) expect(copyIds(id)).toEqual([]);
  });
});

describe('Trainers and Energy in the catalog: title and kind, as the reviewed table groups them', () => {
  it.each([
    [
      'base5-71',
      'ex7-111',
      'Here Comes Team Rocket!: a plain Trainer in Team Rocket, a Supporter in Team Rocket Returns',
    ],
    ['neo1-104', 'ex1-93', 'Darkness Energy: another effect'],
    ['neo1-19', 'ex1-94', 'Metal Energy: another effect'],
    ['ecard1-146', 'ex1-87', 'Pokémon Reversal: the opponent chooses'],
  ])('%s is not a copy of %s (%s)', (old, other) => {
    expect(card(old).name).toBe(card(other).name);
    expect(copyIds(old)).not.toContain(other);
  });

  it.each([
    [
      'base1-82',
      ['base4-111', 'ecard1-154'],
      'Full Heal: "no longer Asleep, Confused, Paralyzed, or Poisoned" against "Remove all Special Conditions"',
    ],
    ['base5-17', ['base5-80', 'ecard2-144', 'ex1-95'], 'Rainbow Energy: 10 damage against 1 damage counter'],
    ['neo1-98', ['ecard1-151', 'ex6-99'], 'Super Scoop Up: no kind in the old sets, "Item" in FireRed & LeafGreen'],
    ['base5-82', ['base6-101'], 'Potion Energy: one text box in Legendary Collection, two in Team Rocket'],
    [
      'ex1-90',
      ['base3-59', 'ecard1-153', 'tk1a-9', 'tk1b-9'],
      'Energy Search: Fossil, Expedition and the trainer kits',
    ],
  ])('%s has the copies %s (%s)', (id, copies) => {
    expect(copyIds(id)).toEqual(copies);
  });
});
