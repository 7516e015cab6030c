import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { customFormat } from '../format/custom.ts';
import type { Format } from '../format/types.ts';
import { groupLimitProblems } from './groupLimit.ts';
import { parseDecklist } from './parseDecklist.ts';

function format(): Format {
  const result = customFormat(
    {
      id: 'legends',
      name: 'Legends',
      deckSize: 60,
      copyLimit: 4,
      sets: 'all',
      groups: [
        { name: 'Legendary', titles: ['Articuno', 'Zapdos', 'Moltres', 'Mewtwo', 'Mew', 'Lugia'], perCard: 1, total: 4 },
        { name: 'Fossils', ids: ['base6-109'], total: 2 },
      ],
    },
    catalog,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const problems = (list: string) => groupLimitProblems(parseDecklist(list, catalog).entries, format());

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
        line: 1,
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
    expect(groupLimitProblems(entries, { ...format(), groups: [] })).toEqual([]);
  });
});
