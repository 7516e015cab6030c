import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { SEALED } from '../format/limited.ts';
import { checkDeck } from './checkDeck.ts';
import { checkDeckWithPoolText, readPoolList } from './poolList.ts';

describe('a pool written as a list (231)', () => {
  it('repeats each card id by its count', () => {
    expect(readPoolList('2 Charmander LC 70\n1 Bill LC 108', catalog)).toEqual({
      ids: ['base6-70', 'base6-70', 'base6-108'],
      problems: [],
    });
  });

  it('reports an unreadable pool line as a pool problem without a deck line', () => {
    const { ids, problems } = readPoolList('1 Bill LC 108\n2 Mewthree LC 1', catalog);
    expect(ids).toEqual(['base6-108']);
    expect(problems).toEqual([
      { code: 'UNKNOWN_CARD', section: '202', message: 'Pool line 2: Mewthree: LC 1 is Alakazam, not Mewthree' },
    ]);
  });
});

describe('checkDeckWithPoolText (231)', () => {
  const list = '4 Charmander LC 70\n36 Fire Energy';
  const input = { format: SEALED, date: '2003-06-01', list };

  it('gives the checkDeck verdict for the pool read from its text', () => {
    expect(checkDeckWithPoolText({ ...input, poolText: '4 Charmander LC 70' }, catalog)).toEqual(
      checkDeck({ ...input, pool: Array<string>(4).fill('base6-70') }, catalog),
    );
    expect(
      checkDeckWithPoolText({ ...input, poolText: '3 Charmander LC 70' }, catalog).problems.map((p) => p.code),
    ).toEqual(['NOT_IN_POOL']);
  });

  it('without a pool, checks the deck alone', () => {
    expect(checkDeckWithPoolText(input, catalog)).toEqual(checkDeck(input, catalog));
  });

  it('makes the deck not legal when a pool line cannot be read', () => {
    const result = checkDeckWithPoolText({ ...input, poolText: '4 Charmander LC 70\n1 Charmandr LC 70' }, catalog);
    expect(result.legal).toBe(false);
    expect(result.problems.map((p) => [p.code, p.line])).toEqual([['UNKNOWN_CARD', undefined]]);
  });
});
