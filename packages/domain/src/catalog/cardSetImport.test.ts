import { describe, expect, it } from 'vitest';
import sample from '../../../../samples/retro/retro-set.json' with { type: 'json' };
import { builtInCatalog as catalog } from './builtIn.ts';
import { findPrinting } from './catalog.ts';
import { catalogWith, importCardSet } from './cardSetImport.ts';

const card = (changes: Record<string, unknown>) => ({
  name: 'Retro Mew',
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  number: '20',
  ...changes,
});
const withCards = (...cards: unknown[]) => ({ set: sample.set, cards: [...sample.cards, ...cards] });

describe('importCardSet: the sample retro set', () => {
  it('turns the catalog layout into catalog cards with their tags', () => {
    const result = importCardSet(sample, catalog);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.set).toEqual({
      id: 'retro1',
      name: 'Retro Sample Set (demonstration data)',
      code: 'RTO',
      releaseDate: '2003-01-01',
      printedTotal: 12,
      total: 12,
    });
    expect(result.value.cards).toHaveLength(12);
    expect(result.value.cards[0]).toEqual({
      id: 'retro1-1',
      set: 'retro1',
      number: '1',
      name: 'Retro Lugia',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: 90,
      types: ['Psychic'],
      fingerprint: 'import:retro1-1',
      tags: ['Legendary'],
    });
  });

  it('refers to imported cards by set code and number, as built-in ones', () => {
    const result = importCardSet(sample, catalog);
    if (!result.ok) throw new Error(result.error.message);
    const joined = catalogWith(catalog, [result.value]);
    expect(findPrinting(joined, 'RTO', '5')?.name).toBe('Retro Nihilego');
    expect(findPrinting(joined, 'BS', '4')?.name).toBe('Charizard');
  });

  it('takes tags the organizer adds to the list', () => {
    const result = importCardSet({ ...withCards(card({ tags: ['Mythical'] })), tags: ['Mythical'] }, catalog);
    expect(result.ok && result.value.tags).toContain('Mythical');
  });
});

describe('importCardSet: refusals name the card and field', () => {
  it.each<[string, unknown, string, string]>([
    ['not an object', [], '', 'card set must be an object'],
    ['no cards', { set: sample.set, cards: [] }, 'cards', 'cards must be a list'],
    [
      'a set id clashing with a built-in set',
      { ...sample, set: { ...sample.set, id: 'base1' } },
      'set.id',
      'set.id "base1" is already the set Base (base1)',
    ],
    [
      'a set code clashing with a built-in code',
      { ...sample, set: { ...sample.set, ptcgoCode: 'LC' } },
      'set.ptcgoCode',
      'is already the set Legendary Collection',
    ],
    [
      'a bad release date',
      { ...sample, set: { ...sample.set, releaseDate: '2003/13/01' } },
      'set.releaseDate',
      'must be a date',
    ],
    ['a card without a name', withCards(card({ name: '' })), 'cards[12].name', 'card 13: cards[12].name must be text'],
    [
      'a number used twice',
      withCards(card({ number: '7' })),
      'cards[12].number',
      'card 13 ("Retro Mew"): cards[12].number number 7 is already card 7',
    ],
    [
      'a tag not on the list',
      withCards(card({ tags: ['Mythical'] })),
      'cards[12].tags[0]',
      '"Mythical" is not in the tag list',
    ],
    [
      'an unknown supertype',
      withCards(card({ supertype: 'Item' })),
      'cards[12].supertype',
      'must be one of Pokémon, Trainer, Energy',
    ],
    ['an id not made of set and number', withCards(card({ id: 'retro1-99' })), 'cards[12].id', 'must be "retro1-20"'],
    ['a bad hp', withCards(card({ hp: 'lots' })), 'cards[12].hp', 'must be a whole number'],
  ])('%s', (_, input, field, message) => {
    const result = importCardSet(input, catalog);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.field).toBe(field || undefined);
    expect(result.error.message).toContain(message);
    expect(result.error.code).toBe(
      field.startsWith('set.') && message.includes('already') ? 'CARD_SET_EXISTS' : 'CARD_SET_INVALID',
    );
  });

  it("names the CSV line when given the cards' lines", () => {
    const result = importCardSet(withCards(card({ number: '1' })), catalog, [...sample.cards.map((_, i) => i + 2), 15]);
    expect(!result.ok && result.error.message).toMatch(/^line 15 \("Retro Mew"\)/);
  });
});
