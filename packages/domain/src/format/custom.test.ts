import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { cardLegality } from './cardLegality.ts';
import { customFormat, type CustomFormatDefinition } from './custom.ts';

const legendsCup: CustomFormatDefinition = {
  id: 'legends-cup',
  name: 'Legends Cup',
  deckSize: 60,
  copyLimit: 4,
  sets: ['LC', 'neo1', { set: 'basep', minNumber: 21, maxNumber: 40 }],
  banned: { ids: ['base6-3'], names: ['Ancient Mew'] },
  groups: [
    { name: 'Legendary', titles: ['Articuno', 'Zapdos', 'Moltres', 'Mewtwo', 'Mew', 'Lugia'], perCard: 1, total: 4 },
  ],
};

describe('customFormat: building', () => {
  it('turns a definition into a format, set codes into ids, rules marked custom', () => {
    const result = customFormat(legendsCup, catalog);
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'legends-cup',
        name: 'Legends Cup',
        kind: 'constructed',
        deckSize: { count: 60, section: 'custom' },
        copyLimit: { count: 4, section: 'custom' },
        legalCards: {
          section: 'custom',
          sets: [{ set: 'base6' }, { set: 'neo1' }, { set: 'basep', minNumber: 21, maxNumber: 40 }],
          basicEnergyFromAnySet: true,
          copiesOfLegalCards: true,
        },
        unlistedPromos: null,
        banned: { section: 'custom', ids: ['base6-3'], names: ['Ancient Mew'] },
        groups: [
          {
            name: 'Legendary',
            titles: ['Articuno', 'Zapdos', 'Moltres', 'Mewtwo', 'Mew', 'Lugia'],
            ids: [],
            tags: [],
            subtypes: [],
            perCard: 1,
            total: 4,
            section: 'custom',
          },
        ],
      },
    });
  });

  it('judges cards by its own sets, number ranges, copies and bans', () => {
    const result = customFormat(legendsCup, catalog);
    if (!result.ok) throw new Error(result.error.message);
    const status = (id: string) => cardLegality(catalog.cardsById.get(id)!, result.value, '2003-01-01', catalog).status;
    expect(status('neo1-9')).toBe('legal');
    expect(status('basep-40')).toBe('legal');
    expect(status('basep-41')).toBe('not-in-format');
    expect(status('neo2-56')).toBe('not-in-format');
    expect(status('base1-91')).toBe('legal');
    expect(status('base6-3')).toBe('banned');
    expect(status('base1-4')).toBe('banned');
  });

  it('keeps what the format announces for match day (#19)', () => {
    const matchDay = { prizes: 4, roundMinutes: 40, houseRules: 'Legendary Pokémon are revealed at setup.' };
    expect(customFormat({ ...legendsCup, matchDay }, catalog)).toMatchObject({ ok: true, value: { matchDay } });
    expect(customFormat({ ...legendsCup, matchDay: { houseRules: '  Shuffle twice.  ' } }, catalog)).toMatchObject({
      ok: true,
      value: { matchDay: { houseRules: 'Shuffle twice.' } },
    });
  });

  it('accepts no copy limit and the whole catalog', () => {
    const result = customFormat(
      { id: 'anything-goes', name: 'Anything Goes', deckSize: 40, copyLimit: null, sets: 'all', kind: 'limited' },
      catalog,
    );
    expect(result.ok && result.value.copyLimit).toBeNull();
    expect(result.ok && result.value.kind).toBe('limited');
  });
});

describe('customFormat: refusing a bad definition, naming the field', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'modified', ''],
    ['a built-in id', { ...legendsCup, id: 'modified' }, 'id'],
    ['the id the deck check gives Limited', { ...legendsCup, id: 'limited' }, 'id'],
    ['an id with spaces', { ...legendsCup, id: 'legends cup' }, 'id'],
    ['no name', { ...legendsCup, name: '' }, 'name'],
    ['a deck size of 0', { ...legendsCup, deckSize: 0 }, 'deckSize'],
    ['a fractional deck size', { ...legendsCup, deckSize: 60.5 }, 'deckSize'],
    ['a huge deck size', { ...legendsCup, deckSize: 1_000_000 }, 'deckSize'],
    ['a copy limit above the deck size', { ...legendsCup, copyLimit: 61 }, 'copyLimit'],
    ['a missing copy limit', { ...legendsCup, copyLimit: undefined }, 'copyLimit'],
    ['an unknown set', { ...legendsCup, sets: ['LC', 'XY'] }, 'sets[1]'],
    ['no sets', { ...legendsCup, sets: [] }, 'sets'],
    [
      'an inverted number range',
      { ...legendsCup, sets: [{ set: 'basep', minNumber: 21, maxNumber: 20 }] },
      'sets[0].maxNumber',
    ],
    ['an unknown banned id', { ...legendsCup, banned: { ids: ['base6-999'] } }, 'banned.ids[0]'],
    ['a group without limits', { ...legendsCup, groups: [{ name: 'Legendary', titles: ['Mew'] }] }, 'groups[0]'],
    ['a group without cards', { ...legendsCup, groups: [{ name: 'Legendary', perCard: 1 }] }, 'groups[0]'],
    [
      'a group title no card has',
      { ...legendsCup, groups: [{ name: 'Legendary', titles: ['Mew', 'Mewthree'], perCard: 1 }] },
      'groups[0].titles[1]',
    ],
    [
      'a group tag no card carries',
      { ...legendsCup, groups: [{ name: 'Legendary', tags: ['Legendary'], perCard: 1 }] },
      'groups[0].tags[0]',
    ],
    [
      'a group subtype no card has',
      { ...legendsCup, groups: [{ name: 'Stadium', subtypes: ['Stadion'], perCard: 1 }] },
      'groups[0].subtypes[0]',
    ],
    ['match day not an object', { ...legendsCup, matchDay: 'four prizes' }, 'matchDay'],
    ['no Prizes', { ...legendsCup, matchDay: { prizes: 0 } }, 'matchDay.prizes'],
    ['a five-minute round', { ...legendsCup, matchDay: { roundMinutes: 5 } }, 'matchDay.roundMinutes'],
    ['empty house rules', { ...legendsCup, matchDay: { houseRules: ' ' } }, 'matchDay.houseRules'],
    [
      'a group limit of 0',
      { ...legendsCup, groups: [{ name: 'Legendary', titles: ['Mew'], total: 0 }] },
      'groups[0].total',
    ],
    ['two groups with one name', { ...legendsCup, groups: [legendsCup.groups![0], legendsCup.groups![0]] }, 'groups'],
    ['a flag that is not a boolean', { ...legendsCup, copiesOfLegalCards: 'yes' }, 'copiesOfLegalCards'],
    ['an unknown kind', { ...legendsCup, kind: 'draft' }, 'kind'],
  ])('%s', (_, definition, field) => {
    const result = customFormat(definition, catalog);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'INVALID_FORMAT', section: 'custom' });
    expect(result.error.field).toBe(field || undefined);
    expect(result.error.message.startsWith(field || 'format')).toBe(true);
  });
});
