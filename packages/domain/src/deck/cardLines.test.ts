import { describe, expect, it } from 'vitest';
import { cardLines } from './cardLines.ts';

describe('cardLines (UTR)', () => {
  it.each([
    [
      'counted lines in order',
      '4 Pikachu BS 58\n2 Raichu BS 14',
      [
        { count: 4, card: 'Pikachu BS 58' },
        { count: 2, card: 'Raichu BS 14' },
      ],
    ],
    [
      'headings and blank lines skipped',
      'Pokémon (4)\n\n4 Pikachu BS 58\nTrainers',
      [{ count: 4, card: 'Pikachu BS 58' }],
    ],
    ['an x after the count, spacing tidied', '  3x   Bill   BS 91  ', [{ count: 3, card: 'Bill BS 91' }]],
    [
      'Windows line endings',
      '1 Potion BS 94\r\n2 Switch BS 95',
      [
        { count: 1, card: 'Potion BS 94' },
        { count: 2, card: 'Switch BS 95' },
      ],
    ],
    [
      'a card name starting with a digit is still a card',
      '2 1st Edition Pikachu',
      [{ count: 2, card: '1st Edition Pikachu' }],
    ],
  ])('%s', (_, list, expected) => {
    expect(cardLines(list)).toEqual(expected);
  });
});
