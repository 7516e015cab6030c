import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, toCsv } from './csv.ts';

describe('toCsv', () => {
  it.each([
    [[['a', 'b']], '\uFEFFa,b\r\n'],
    [[['Núñez, Jr.', 'José']], '\uFEFF"Núñez, Jr.",José\r\n'],
    [[['say "hi"', 3, null]], '\uFEFF"say ""hi""",3,\r\n'],
    [[['two\nlines', ' padded']], '\uFEFF"two\nlines"," padded"\r\n'],
  ])('%j', (rows, csv) => {
    expect(toCsv(rows)).toBe(csv);
  });
});

describe('readCsv', () => {
  it.each([
    ['1001,Ash,Ketchum\n1002,Misty,Waterflower', [['1001', 'Ash', 'Ketchum'], ['1002', 'Misty', 'Waterflower']]],
    ['\uFEFF"Núñez, Jr.",José\r\n', [['Núñez, Jr.', 'José']]],
    ['a,"b ""c""",\n', [['a', 'b "c"', '']]],
    ['only one line', [['only one line']]],
  ])('%j', (text, rows) => {
    expect(readCsv(text)).toEqual(rows);
  });

  it('reads back what toCsv writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', ' ', '\n', 'Z', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const read = readCsv(toCsv(rows));
        expect(read).toEqual(rows);
      }),
    );
  });
});
