import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decklistFingerprint } from './decklistFingerprint.ts';

const list = ['Pokémon (2)', '4 Pikachu BS 58', '2 Raichu BS 14', '', 'Energy', '14 Lightning Energy BS 100'].join(
  '\n',
);

describe('decklistFingerprint (UTR)', () => {
  it.each([
    ['the same list', list, true],
    ['lines in another order', ['14 Lightning Energy BS 100', '2 Raichu BS 14', '4 Pikachu BS 58'].join('\n'), true],
    [
      'other spacing, case and line endings',
      ['4  pikachu bs 58', '2 RAICHU BS 14', '14 Lightning   Energy BS 100'].join('\r\n'),
      true,
    ],
    [
      'a card split over two lines',
      ['2 Pikachu BS 58', '2 Pikachu BS 58', '2 Raichu BS 14', '14 Lightning Energy BS 100'].join('\n'),
      true,
    ],
    ['one count changed', list.replace('4 Pikachu', '3 Pikachu'), false],
    ['one card swapped', list.replace('Raichu BS 14', 'Raichu JU 29'), false],
  ])('%s', (_, other, same) => {
    expect(decklistFingerprint(other) === decklistFingerprint(list)).toBe(same);
  });

  it('reads as two groups of four hex digits', () => {
    expect(decklistFingerprint(list)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('does not depend on the order of the lines', () => {
    const line = fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}[A-Za-z] [A-Z]{2} \d{1,3}$/))
      .map(([n, card]) => `${n} ${card}`);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.func(fc.integer()), (lines, order) => {
        const shuffled = [...lines].sort((a, b) => order(a) - order(b));
        expect(decklistFingerprint(shuffled.join('\n'))).toBe(decklistFingerprint(lines.join('\n')));
      }),
    );
  });

  it('changes when any count changes (for these lists)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), fc.integer({ min: 1, max: 59 }), (a, b) => {
        fc.pre(a !== b);
        expect(decklistFingerprint(`${a} Pikachu BS 58\n4 Raichu BS 14`)).not.toBe(
          decklistFingerprint(`${b} Pikachu BS 58\n4 Raichu BS 14`),
        );
      }),
    );
  });
});
