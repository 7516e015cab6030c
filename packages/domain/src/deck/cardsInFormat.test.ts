import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { MODIFIED } from '../format/modified.ts';
import { UNLIMITED } from '../format/unlimited.ts';
import { cardsInFormat, unknownCardProblems } from './cardsInFormat.ts';
import { parseDecklist } from './parseDecklist.ts';

const check = (list: string, date = '2003-06-01', options = {}) =>
  cardsInFormat(parseDecklist(list, catalog).entries, MODIFIED, date, catalog, options);

describe('every card in the format (204, 225, 226)', () => {
  it('gives one problem per title and reason, however many lines and printings', () => {
    const { problems } = check('2 Gust of Wind BS 93\n1 Bill LC 108\n2 Gust of Wind B2 120\n1 Gust of Wind BS 93');
    expect(problems).toEqual([
      {
        code: 'NOT_IN_FORMAT',
        section: '226',
        line: 1,
        cards: ['base1-93', 'base4-120'],
        message:
          'Modified: Gust of Wind (Base 93): Base is not in Modified; no copy of it is legal (226); Modified: Gust of Wind (Base Set 2 120): Base Set 2 is not in Modified; no copy of it is legal (226)',
      },
    ]);
  });

  it('keeps different reasons for one title apart', () => {
    const { problems } = check('1 Charizard LC 3\n1 Charizard BS 4', '2002-05-23');
    expect(problems.map((p) => [p.code, p.line, p.cards])).toEqual([
      ['NOT_YET_RELEASED', 1, ['base6-3']],
      ['NOT_IN_FORMAT', 2, ['base1-4']],
    ]);
  });

  it('notes promos legal only by the unlisted-promo default, once per title', () => {
    const { problems, notices } = check('2 Kyogre ex PR-NP 1\n1 Kyogre ex PR-NP 37', '2004-12-31');
    expect(problems).toEqual([]);
    expect(notices).toEqual([
      {
        code: 'UNLISTED_PROMO',
        section: '226',
        cards: ['np-1', 'np-37'],
        message:
          'Kyogre ex: Modified: Nintendo Black Star Promos is a promo set the 2003 text does not name; allowed by default, which the organizer may change (226)',
      },
    ]);
    expect(check('2 Kyogre ex PR-NP 1', '2004-12-31', { unlistedPromos: 'allow' }).notices).toEqual([]);
    expect(check('2 Kyogre ex PR-NP 1', '2004-12-31', { unlistedPromos: 'exclude' }).problems).toMatchObject([
      { code: 'NOT_IN_FORMAT', cards: ['np-1'] },
    ]);
  });
});

describe('cards the catalog lacks', () => {
  it('a banned title is BANNED, anything else UNKNOWN_CARD', () => {
    const parsed = parseDecklist('1 Ancient Mew\n1 Ancient Mew PR 99\n1 Modern Mew', catalog);
    expect(unknownCardProblems(parsed, UNLIMITED).map((p) => [p.code, p.section, p.line, p.message])).toEqual([
      ['BANNED', '225', 1, 'Line 1: Unlimited: Ancient Mew is banned under 225'],
      ['BANNED', '225', 2, 'Line 2: Unlimited: Ancient Mew is banned under 225'],
      ['UNKNOWN_CARD', '202', 3, 'Line 3: Modern Mew: no card in the catalog has this name'],
    ]);
  });
});
