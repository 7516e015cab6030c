import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { RETRO_DECK, retroCup } from '../format/retroSample.ts';
import { legendsFormat } from '../format/testFormats.ts';
import { checkDeck } from './checkDeck.ts';
import { groupLimitProblems } from './groupLimit.ts';
import { parseDecklist } from './parseDecklist.ts';

const problems = (list: string) => groupLimitProblems(parseDecklist(list, catalog).entries, legendsFormat());

describe('custom card groups', () => {
  it('allows 1 of each Legendary, 4 in all', () => {
    expect(problems('1 Articuno LC 2\n1 Zapdos LC 19\n1 Moltres LC 30\n1 Lugia N1 9\n4 Pikachu N1 70')).toEqual([]);
  });

  it('counts a title across printings against the per-card limit', () => {
    expect(problems('1 Mewtwo LC 29\n1 Mewtwo PR 12')).toEqual([
      {
        code: 'GROUP_LIMIT',
        section: 'custom',
        line: 1,
        cards: ['base6-29', 'basep-12'],
        message: 'Legends: 2 copies of Mewtwo (base6-29 ×1, basep-12 ×1); at most 1 of each card in "Legendary"',
      },
    ]);
  });

  it('counts the group total', () => {
    expect(problems('1 Articuno LC 2\n1 Zapdos LC 19\n1 Moltres LC 30\n1 Lugia N1 9\n1 Mew PR 47')).toEqual([
      {
        code: 'GROUP_LIMIT',
        section: 'custom',
        line: 5,
        cards: ['base6-2', 'base6-19', 'base6-30', 'neo1-9', 'basep-47'],
        message: 'Legends: 5 cards from "Legendary"; at most 4 in total',
      },
    ]);
  });

  it('groups by card id, and each group is judged on its own', () => {
    const found = problems('3 Mysterious Fossil LC 109\n1 Mysterious Fossil FO 62\n2 Mew PR 47');
    expect(found.map((p) => p.message)).toEqual([
      'Legends: 2 copies of Mew (basep-47 ×2); at most 1 of each card in "Legendary"',
      'Legends: 3 cards from "Fossils"; at most 2 in total',
    ]);
  });

  it('formats without groups have nothing to say', () => {
    const entries = parseDecklist('9 Mew PR 47', catalog).entries;
    expect(groupLimitProblems(entries, { ...legendsFormat(), groups: [] })).toEqual([]);
  });
});

describe('groups by tag and subtype over an imported set (the sample Retro Cup)', () => {
  const { catalog: retro, format: cup } = retroCup();
  const retroProblems = (list: string) =>
    groupLimitProblems(parseDecklist(list, retro).entries, cup).map((p) => [p.line, p.message]);

  it.each<[string, string, [number, string][]]>([
    [
      '1 of each Legendary, 4 in all',
      '1 Retro Lugia RTO 1\n1 Retro Ho-Oh RTO 2\n1 Retro Nihilego RTO 5\n1 Retro Groudon RTO 6',
      [],
    ],
    [
      'Ultra Beast, Ancient and Future count as Legendary',
      '1 Retro Lugia RTO 1\n1 Retro Nihilego RTO 5\n1 Retro Groudon RTO 6\n1 Retro Iron Valiant RTO 7\n1 Retro Celebi RTO 3',
      [[5, 'Retro Cup: 5 cards from "Legendary"; at most 4 in total']],
    ],
    [
      'a second copy, on its line',
      '4 Retro Pikachu RTO 9\n2 Retro Suicune RTO 4',
      [[2, 'Retro Cup: 2 copies of Retro Suicune (retro1-4 ×2); at most 1 of each card in "Legendary"']],
    ],
    [
      'untagged and Baby cards are not Legendary',
      '4 Retro Pikachu RTO 9\n4 Retro Pichu RTO 8\n4 Retro Raichu RTO 10',
      [],
    ],
    [
      'Stadium cards by subtype, built-in ones too',
      '2 Retro Ruins RTO 11\n1 Retro Tower RTO 12',
      [[1, 'Retro Cup: 2 copies of Retro Ruins (retro1-11 ×2); at most 1 of each card in "Stadium"']],
    ],
  ])('%s', (_, list, expected) => {
    expect(retroProblems(list)).toEqual(expected);
  });
});

describe('the sample Retro Cup deck', () => {
  it('is legal, and a fifth Legendary breaks the group on its line', () => {
    const { catalog: retro, format: cup } = retroCup();
    expect(checkDeck({ format: cup, date: '2003-06-01', list: RETRO_DECK }, retro).problems).toEqual([]);
    const broken = checkDeck(
      {
        format: cup,
        date: '2003-06-01',
        list: RETRO_DECK.replace('4 Retro Pikachu RTO 9', '3 Retro Pikachu RTO 9\n1 Retro Nihilego RTO 5'),
      },
      retro,
    );
    expect(broken.problems.map((p) => [p.code, p.line, p.message])).toEqual([
      ['GROUP_LIMIT', 6, 'Retro Cup: 5 cards from "Legendary"; at most 4 in total'],
    ]);
  });
});
