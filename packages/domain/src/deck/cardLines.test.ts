import { describe, expect, it } from 'vitest';
import { cardLines } from './cardLines.ts';

const card = (count: number, name: string) => ({ count, card: name });

describe('cardLines (UTR)', () => {
  it.each([
    ['counted lines in order', '4 Pikachu BS 58\n2 Raichu BS 14', [card(4, 'Pikachu BS 58'), card(2, 'Raichu BS 14')]],
    ['headings and blank lines skipped', 'Pokémon (4)\n\n4 Pikachu BS 58\nTrainers', [card(4, 'Pikachu BS 58')]],
    ['an x after the count, spacing tidied', '  3x   Bill   BS 91  ', [card(3, 'Bill BS 91')]],
    ['Windows line endings', '1 Potion BS 94\r\n2 Switch BS 95', [card(1, 'Potion BS 94'), card(2, 'Switch BS 95')]],
    ['a card name starting with a digit is still a card', '2 1st Edition Pikachu', [card(2, '1st Edition Pikachu')]],
  ])('%s', (_, list, expected) => {
    expect(cardLines(list)).toEqual(expected);
  });
});
