import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { parseDecklist } from './parseDecklist.ts';
import { poolProblems } from './pool.ts';

const problems = (list: string, pool: string[]) => poolProblems(parseDecklist(list, catalog).entries, pool, catalog);

describe('Limited decks come from the pool (231, 234–236)', () => {
  const pool = ['base6-70', 'base6-70', 'base6-37', 'base6-3', 'base6-108'];

  it('accepts cards up to the copies opened, plus any basic Energy', () => {
    expect(
      problems('2 Charmander LC 70\n1 Charmeleon LC 37\n1 Charizard LC 3\n1 Bill LC 108\n35 Fire Energy', pool),
    ).toEqual([]);
  });

  it('counts copies: a third Charmander was not opened', () => {
    expect(problems('3 Charmander LC 70', pool)).toEqual([
      {
        code: 'NOT_IN_POOL',
        section: '231',
        line: 1,
        cards: ['base6-70'],
        message:
          'Charmander (Legendary Collection 70): 3 in the deck, 2 in the pool; every card but basic Energy must come from the pool (231)',
      },
    ]);
  });

  it('wants the printing that was opened, adds lines together, one problem per card', () => {
    const found = problems('1 Charizard BS 4\n1 Bill LC 108\n1 Bill LC 108\n1 Darkness Energy N1 104', pool);
    expect(found.map((p) => [p.line, p.cards, p.message.split(':')[1]])).toEqual([
      [1, ['base1-4'], ' 1 in the deck, 0 in the pool; every card but basic Energy must come from the pool (231)'],
      [2, ['base6-108'], ' 2 in the deck, 1 in the pool; every card but basic Energy must come from the pool (231)'],
      [4, ['neo1-104'], ' 1 in the deck, 0 in the pool; every card but basic Energy must come from the pool (231)'],
    ]);
  });
});
