import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { SEALED } from '../format/limited.ts';
import { MODIFIED } from '../format/modified.ts';
import { copyLimitProblems } from './copyLimit.ts';
import { parseDecklist } from './parseDecklist.ts';

const problems = (list: string, format = MODIFIED) => copyLimitProblems(parseDecklist(list, catalog).entries, format);

describe('four copies by English card title (221)', () => {
  it.each([
    ['4 of a title', '4 Charizard LC 3'],
    ['4 across printings', '2 Charizard BS 4\n2 Charizard LC 3'],
    ['4 Raichu and 4 Dark Raichu', '4 Raichu N3 21\n4 Dark Raichu LC 7'],
    ["4 Vulpix and 4 Brock's Vulpix", "4 Vulpix LC 98\n4 Brock's Vulpix G1 73"],
    ['4 Nidoran ♀ and 4 Nidoran ♂', '4 Nidoran F LC 82\n4 Nidoran M LC 83'],
    ['30 basic Fire Energy over printings', '20 Fire Energy BS 98\n10 Fire Energy N1 107'],
    ['4 Darkness and 4 Metal Energy', '4 Darkness Energy N1 104\n4 Metal Energy N1 19'],
  ])('%s is fine', (_, list) => expect(problems(list)).toEqual([]));

  it('counts printings and lines together; level is not part of the title', () => {
    expect(problems('2 Pikachu BS 58\n1 Pikachu PR 1\n1 Pikachu N1 70\n1 Pikachu BS 58')).toEqual([
      {
        code: 'COPY_LIMIT',
        section: '221',
        line: 1,
        cards: ['base1-58', 'basep-1', 'neo1-70'],
        message:
          'Modified: 5 copies of Pikachu (base1-58 ×3, basep-1 ×1, neo1-70 ×1); at most 4 of a card by English title, basic Energy aside (221)',
      },
    ]);
  });

  it('counts Darkness Energy, which is Special, toward 4', () => {
    expect(problems('3 Darkness Energy N1 104\n2 Darkness Energy EX 158')).toMatchObject([
      { code: 'COPY_LIMIT', line: 1, cards: ['neo1-104', 'ecard1-158'] },
    ]);
  });

  it('gives one problem per title, not per line', () => {
    const found = problems('4 Bill LC 108\n1 Bill BS 91\n4 Mew PR 47\n1 Mew EX 19\n4 Pikachu N1 70');
    expect(found.map((p) => [p.line, p.cards])).toEqual([
      [1, ['base6-108', 'base1-91']],
      [3, ['basep-47', 'ecard1-19']],
    ]);
  });

  it('does not apply in Limited (231)', () => {
    expect(problems('9 Charizard LC 3', SEALED)).toEqual([]);
  });
});
