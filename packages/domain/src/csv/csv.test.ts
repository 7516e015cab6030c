import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, spreadsheetSafe, toCsv } from './csv.ts';

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

describe('spreadsheetSafe (OWASP CSV injection)', () => {
  it.each<[string | number | null, string]>([
    ['=HYPERLINK("http://evil.test","x")', `'=HYPERLINK("http://evil.test","x")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Ash =1', 'Ash =1'],
    ["O'Brien", "O'Brien"],
    ['', ''],
    [null, ''],
    [-3, '-3'],
    [-0.5, '-0.5'],
    [12, '12'],
  ])('%j → %j', (cell, written) => {
    expect(spreadsheetSafe(cell)).toBe(written);
  });

  it('writes a formula-looking name quoted behind a single quote', () => {
    expect(toCsv([['=1+1', '@x', -4]])).toBe("\uFEFF'=1+1,'@x,-4\r\n");
  });

  it('no text cell read back from a CSV starts a formula, and each is the original or the original behind a quote', () => {
    const cell = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', '"', "'", 'a', ' ', '1'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const read = readCsv(toCsv(rows));
        read.flat().forEach((text, i) => {
          const original = rows.flat()[i]!;
          expect(text).not.toMatch(/^[=+\-@\t\r]/);
          expect([original, `'${original}`]).toContain(text);
        });
      }),
    );
  });
});

describe('readCsv', () => {
  it.each([
    [
      '1001,Ash,Ketchum\n1002,Misty,Waterflower',
      [
        ['1001', 'Ash', 'Ketchum'],
        ['1002', 'Misty', 'Waterflower'],
      ],
    ],
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
