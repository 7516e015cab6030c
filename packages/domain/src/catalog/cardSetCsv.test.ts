import { describe, expect, it } from 'vitest';
import sample from '../../../../samples/retro/retro-set.json' with { type: 'json' };
import { builtInCatalog as catalog } from './builtIn.ts';
import { cardSetCsv } from './cardSetCsv.ts';
import { importCardSet } from './cardSetImport.ts';

const sampleCsv = [
  'name,supertype,subtypes,number,tags,hp,types,evolvesFrom',
  ...sample.cards.map((c) =>
    [
      c.name,
      c.supertype,
      c.subtypes.join(';'),
      c.number,
      c.tags.join(';'),
      c.hp ?? '',
      c.types?.join(';') ?? '',
      c.evolvesFrom ?? '',
    ].join(','),
  ),
].join('\n');

describe('cardSetCsv', () => {
  it('reads CSV lines into the same cards as the catalog JSON layout', () => {
    const read = cardSetCsv(sampleCsv);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.lines).toEqual(sample.cards.map((_, i) => i + 2));
    const fromCsv = importCardSet({ set: sample.set, cards: read.value.cards }, catalog);
    const fromJson = importCardSet(sample, catalog);
    expect(fromCsv).toEqual(fromJson);
  });

  it('keeps quoted commas and quotes in a field', () => {
    const read = cardSetCsv('name,supertype,number\n"Bill\'s ""Big"", Bold Pikachu",Pokémon,1\n');
    expect(read.ok && read.value.cards).toEqual([
      { name: 'Bill\'s "Big", Bold Pikachu', supertype: 'Pokémon', number: '1' },
    ]);
  });

  it.each([
    [
      'an unknown column',
      'name,supertype,number,colour\nA,Pokémon,1,red',
      'line 1: "colour" is not a card field (name, supertype, subtypes, number, tags, hp, types, evolvesFrom, level)',
    ],
    ['a missing column', 'name,supertype\nA,Pokémon', 'line 1: the header needs a "number" column'],
    ['a short line', 'name,supertype,number\nA,Pokémon,1\nB,Pokémon', 'line 3: 2 fields where the header has 3'],
    ['an open quote', 'name,supertype,number\n"A,Pokémon,1', 'line 2: a quote is not closed'],
    ['no cards', 'name,supertype,number\n\n', 'line 2: no cards under the header'],
  ])('refuses %s, naming the line', (_, text, message) => {
    expect(cardSetCsv(text)).toEqual({
      ok: false,
      error: { code: 'CARD_SET_INVALID', section: 'custom', field: 'csv', message },
    });
  });
});
