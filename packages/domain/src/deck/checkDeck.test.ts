import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { SEALED } from '../format/limited.ts';
import { MODIFIED } from '../format/modified.ts';
import { legendsFormat } from '../format/testFormats.ts';
import type { Format } from '../format/types.ts';
import { UNLIMITED } from '../format/unlimited.ts';
import { checkDeck, type DeckCheckInput } from './checkDeck.ts';
import { MODIFIED_DECK, UNLIMITED_DECK, SEALED_DECK } from './sampleDecklists.ts';

const SEALED_POOL = [
  ...Array<string>(4).fill('base6-70'),
  'base6-37',
  'base6-37',
  'base6-3',
  'base6-87',
  'base6-87',
  'base6-87',
  'base6-60',
  'base6-108',
  'base6-108',
  'base6-110',
  'base6-29',
];

const check = (input: Partial<DeckCheckInput> & Pick<DeckCheckInput, 'format' | 'list'>) =>
  checkDeck({ date: '2003-06-01', ...input }, catalog);
const codes = (input: Parameters<typeof check>[0]) => check(input).problems.map((p) => [p.code, p.line, p.cards]);

describe('checkDeck: legal decks', () => {
  it.each<[string, Format, string, string]>([
    ['Modified', MODIFIED, MODIFIED_DECK, '2003-06-01'],
    ['Unlimited, in 1999', UNLIMITED, UNLIMITED_DECK, '1999-12-31'],
    ['Unlimited, today', UNLIMITED, MODIFIED_DECK, '2004-12-31'],
  ])('%s', (_, format, list, date) => {
    const result = check({ format, list, date });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ legal: true, total: 60, notices: [] });
  });

  it('counts Pokémon, Trainers and Energy', () => {
    expect(check({ format: MODIFIED, list: MODIFIED_DECK }).counts).toEqual({ pokemon: 14, trainer: 30, energy: 16 });
    expect(check({ format: UNLIMITED, list: UNLIMITED_DECK }).counts).toEqual({ pokemon: 13, trainer: 32, energy: 15 });
  });

  it('Limited: 40 cards from the pool, any number of basic Energy, no copy limit', () => {
    const result = check({ format: SEALED, list: SEALED_DECK, pool: SEALED_POOL });
    expect(result).toEqual({
      legal: true,
      total: 40,
      counts: { pokemon: 11, trainer: 3, energy: 26 },
      problems: [],
      notices: [],
    });
  });
});

describe('checkDeck: Modified', () => {
  it('refuses the Haymaker: Base Set and Jungle cards without a legal copy, one problem per title', () => {
    expect(codes({ format: MODIFIED, list: UNLIMITED_DECK })).toEqual([
      ['NOT_IN_FORMAT', 2, ['base1-7']],
      ['NOT_IN_FORMAT', 4, ['base2-10']],
      ['NOT_IN_FORMAT', 5, ['base2-6']],
      ['NOT_IN_FORMAT', 7, ['base1-88']],
      ['NOT_IN_FORMAT', 9, ['base1-93']],
      ['NOT_IN_FORMAT', 10, ['base1-92']],
      ['NOT_IN_FORMAT', 11, ['base1-79']],
      ['NOT_IN_FORMAT', 12, ['base1-84']],
      ['NOT_IN_FORMAT', 13, ['base1-71']],
      ['NOT_IN_FORMAT', 14, ['base1-74']],
      ['NOT_IN_FORMAT', 16, ['base1-96']],
    ]);
  });

  it('the day before Legendary Collection, its cards are not yet released and Base Set Charizard has no legal copy', () => {
    const problems = check({ format: MODIFIED, list: MODIFIED_DECK, date: '2002-05-23' }).problems;
    expect(problems.filter((p) => p.line! <= 5).map((p) => [p.code, p.section, p.cards])).toEqual([
      ['NOT_YET_RELEASED', '204', ['base6-70']],
      ['NOT_YET_RELEASED', '204', ['base6-37']],
      ['NOT_YET_RELEASED', '204', ['base6-3']],
      ['NOT_IN_FORMAT', '226', ['base1-4']],
    ]);
  });

  it('bans _____\'s Pikachu, Neo Genesis Sneasel and Slowking, and "Ancient Mew" by title', () => {
    const list = MODIFIED_DECK.replace(
      '4 Pichu N1 12',
      "1 _____'s Pikachu PR 24\n1 Sneasel N1 25\n1 Slowking N1 14\n1 Ancient Mew",
    );
    const result = check({ format: MODIFIED, list });
    expect(result.problems.map((p) => [p.code, p.section, p.line, p.message])).toEqual([
      ['BANNED', '226', 6, "Modified: _____'s Pikachu (Wizards Black Star Promos 24) is banned under 226"],
      ['BANNED', '226', 7, 'Modified: Sneasel (Neo Genesis 25) is banned under 226'],
      ['BANNED', '226', 8, 'Modified: Slowking (Neo Genesis 14) is banned under 226'],
      ['BANNED', '226', 9, 'Line 9: Modified: Ancient Mew is banned under 226'],
    ]);
    expect(result.total).toBe(60);
  });

  it('counts Darkness Energy toward 4, basic Energy not at all', () => {
    const list = MODIFIED_DECK.replace(
      '12 Fire Energy\n4 Darkness Energy N1 104',
      '11 Fire Energy\n5 Darkness Energy N1 104',
    );
    expect(codes({ format: MODIFIED, list })).toEqual([['COPY_LIMIT', 20, ['neo1-104']]]);
  });

  it('takes an older printing as a copy only with the same game text: Jungle Jolteon (LC erratum) but not Team Rocket\'s "Here Comes Team Rocket!"', () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '2 Pichu N1 12\n2 Jolteon JU 4').replace(
      '3 Switch EX 157',
      '2 Switch EX 157\n1 Here Comes Team Rocket! TR 71',
    );
    expect(
      check({ format: MODIFIED, list, date: '2004-12-31' }).problems.map((p) => [p.code, p.section, p.line, p.message]),
    ).toEqual([
      [
        'NOT_IN_FORMAT',
        '226',
        18,
        'Modified: Here Comes Team Rocket! (Team Rocket 71): Team Rocket is not in Modified; no copy of it is legal (226)',
      ],
    ]);
  });

  it('counts Charizard across Base Set and Legendary Collection printings', () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '2 Pichu N1 12\n2 Charizard B2 4');
    expect(check({ format: MODIFIED, list }).problems).toMatchObject([
      {
        code: 'COPY_LIMIT',
        line: 4,
        cards: ['base6-3', 'base1-4', 'base4-4'],
        message: expect.stringContaining('5 copies of Charizard'),
      },
    ]);
  });
});

describe('checkDeck: Unlimited', () => {
  it('everything from 1999 is in, but the copy limit and deck size still hold', () => {
    const list = UNLIMITED_DECK.replace('6 Fighting Energy', '6 Fighting Energy\n1 Computer Search B2 101');
    expect(codes({ format: UNLIMITED, list })).toEqual([
      ['COPY_LIMIT', 13, ['base1-71', 'base4-101']],
      ['DECK_SIZE', undefined, undefined],
    ]);
  });

  it("bans Ancient Mew and _____'s Pikachu under 225", () => {
    const list = UNLIMITED_DECK.replace('2 Mr. Mime JU 6', "1 Ancient Mew\n1 _____'s Pikachu PR 24");
    expect(
      check({ format: UNLIMITED, list, date: '2000-01-01' }).problems.map((p) => [p.code, p.section, p.line]),
    ).toEqual([
      ['BANNED', '225', 5],
      ['BANNED', '225', 6],
    ]);
  });
});

describe('checkDeck: Limited', () => {
  it('counts copies against the pool, not against 4', () => {
    const list = SEALED_DECK.replace('2 Bill LC 108', '3 Bill LC 108').replace('26 Fire Energy', '25 Fire Energy');
    expect(check({ format: SEALED, list, pool: SEALED_POOL }).problems).toEqual([
      {
        code: 'NOT_IN_POOL',
        section: '231',
        line: 6,
        cards: ['base6-108'],
        message:
          'Bill (Legendary Collection 108): 3 in the deck, 2 in the pool; every card but basic Energy must come from the pool (231)',
      },
    ]);
  });

  it('is exactly 40 cards', () => {
    expect(codes({ format: SEALED, list: `${SEALED_DECK}\n1 Fire Energy`, pool: SEALED_POOL })).toEqual([
      ['DECK_SIZE', undefined, undefined],
    ]);
  });

  it('without a pool, only size, release dates and a Basic Pokémon are checked', () => {
    expect(check({ format: SEALED, list: SEALED_DECK.replace('4 Charmander LC 70', '4 Charmander BS 46') }).legal).toBe(
      true,
    );
  });
});

describe('checkDeck: custom formats', () => {
  const legends = legendsFormat();

  it('applies group limits per card and in total', () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '1 Pichu N1 12\n1 Mew PR 47\n1 Mewtwo LC 29\n1 Mewtwo PR 12');
    expect(codes({ format: legends, list })).toEqual([['GROUP_LIMIT', 8, ['base6-29', 'basep-12']]]);
    const five = MODIFIED_DECK.replace(
      '4 Pichu N1 12',
      '1 Lugia N1 9\n1 Mew PR 47\n1 Mewtwo LC 29\n1 Zapdos LC 19',
    ).replace('12 Fire Energy', '11 Fire Energy\n1 Articuno LC 2');
    expect(codes({ format: legends, list: five })).toEqual([
      ['GROUP_LIMIT', 23, ['neo1-9', 'basep-47', 'base6-29', 'base6-19', 'base6-2']],
    ]);
  });
});

describe('checkDeck: what the list itself gets wrong', () => {
  it('reports unreadable and unknown lines by number, counts unknown cards, and does not pile on', () => {
    const list = MODIFIED_DECK.replace('4 Bill LC 108', 'Bill LC 108').replace('4 Pichu N1 12', '4 Pichu N1 999');
    const result = check({ format: MODIFIED, list });
    expect(result.problems.map((p) => [p.code, p.line])).toEqual([
      ['UNKNOWN_CARD', 6],
      ['PARSE_ERROR', 10],
      ['DECK_SIZE', undefined],
    ]);
    expect(result.total).toBe(56);
    expect(result.counts).toEqual({ pokemon: 10, trainer: 26, energy: 16 });
  });

  it('a readable deck without Basic Pokémon is NO_BASIC_POKEMON', () => {
    const list = MODIFIED_DECK.replace('4 Charmander LC 70', '4 Fire Energy').replace('4 Pichu N1 12', '4 Fire Energy');
    expect(codes({ format: MODIFIED, list })).toEqual([['NO_BASIC_POKEMON', undefined, undefined]]);
  });

  it('a 1 MB paste is one problem, nothing else', () => {
    const result = check({ format: MODIFIED, list: `${MODIFIED_DECK}\n`.repeat(2_000) });
    expect(result.problems.map((p) => p.code)).toEqual(['PARSE_ERROR']);
    expect(result).toMatchObject({ legal: false, total: 0 });
  });

  it('huge and negative counts are problems, not exceptions', () => {
    const list = `${MODIFIED_DECK}\n99999999999999999999 Fire Energy\n-5 Bill LC 108`;
    expect(codes({ format: MODIFIED, list })).toEqual([
      ['PARSE_ERROR', 21, undefined],
      ['PARSE_ERROR', 22, undefined],
    ]);
  });

  it('refuses a missing date: the caller passes today', () => {
    expect(() => checkDeck({ format: MODIFIED, list: MODIFIED_DECK, date: '' }, catalog)).toThrow(RangeError);
  });
});

describe('checkDeck: notices', () => {
  it('mixed card backs: identical opaque sleeves (202), and the deck stays legal', () => {
    const result = check({ format: MODIFIED, list: MODIFIED_DECK, options: { mixedCardBacks: true } });
    expect(result.legal).toBe(true);
    expect(result.notices.map((n) => [n.code, n.section])).toEqual([['OPAQUE_SLEEVES', '202']]);
  });

  it('promos the 2003 text does not name: a notice by default, a problem when the organizer excludes them', () => {
    const list = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Latias PR-NP 14');
    expect(check({ format: MODIFIED, list, date: '2004-12-31' })).toMatchObject({
      legal: true,
      notices: [{ code: 'UNLISTED_PROMO', cards: ['np-14'] }],
    });
    const excluded = check({ format: MODIFIED, list, date: '2004-12-31', options: { unlistedPromos: 'exclude' } });
    expect(excluded.problems.map((p) => [p.code, p.cards])).toEqual([['NOT_IN_FORMAT', ['np-14']]]);
  });
});
