import { describe, expect, it } from 'vitest';
import { MODIFIED } from '../format/modified.ts';
import { SEALED } from '../format/limited.ts';
import { deckSizeProblems } from './deckSize.ts';

describe('deck size (221, 231)', () => {
  it.each([
    [MODIFIED, 60, []],
    [SEALED, 40, []],
  ])('$name with exactly the right count has no problem', (format, total, problems) => {
    expect(deckSizeProblems(total, format)).toEqual(problems);
  });

  it.each([
    [59, 'Modified: the deck has 59 cards; Constructed decks must contain exactly 60 (221)'],
    [61, 'Modified: the deck has 61 cards; Constructed decks must contain exactly 60 (221)'],
    [40, 'Modified: the deck has 40 cards; Constructed decks must contain exactly 60 (221)'],
  ])('Modified with %i cards', (total, message) => {
    expect(deckSizeProblems(total, MODIFIED)).toEqual([{ code: 'DECK_SIZE', section: '221', message }]);
  });

  it('Limited counts 40, not 60', () => {
    expect(deckSizeProblems(60, SEALED)).toEqual([
      {
        code: 'DECK_SIZE',
        section: '231',
        message: 'Sealed Deck: the deck has 60 cards; Limited decks must contain exactly 40 (231)',
      },
    ]);
  });
});
