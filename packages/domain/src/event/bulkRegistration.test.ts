import { describe, expect, it } from 'vitest';
import { previewBulkRegistration } from './bulkRegistration.ts';

const preview = (text: string, registered: string[] = []) => previewBulkRegistration(text, registered, '2003-03-15');

describe('previewBulkRegistration', () => {
  it('reads CSV and tab-separated lines, with an optional year of birth or division, skipping a header and blank lines', () => {
    const text = [
      'DCI number,First name,Last name,Division',
      '1001,Ash,Ketchum',
      '',
      '1002\tMisty\tWaterflower\t1990',
      '1003,"José","Núñez, Jr.",Juniors',
      '0012 34,May,Maple,senior',
    ].join('\n');
    expect(preview(text)).toEqual({
      add: [
        { line: 2, dciNumber: '1001', firstName: 'Ash', lastName: 'Ketchum', birthYear: null, division: null },
        { line: 4, dciNumber: '1002', firstName: 'Misty', lastName: 'Waterflower', birthYear: 1990, division: null },
        { line: 5, dciNumber: '1003', firstName: 'José', lastName: 'Núñez, Jr.', birthYear: null, division: 'juniors' },
        { line: 6, dciNumber: '1234', firstName: 'May', lastName: 'Maple', birthYear: null, division: 'seniors' },
      ],
      duplicates: [],
      wrong: [],
    });
  });

  it('names duplicates: already registered, or on an earlier line', () => {
    const result = preview('1001,Ash,Ketchum\r\n1002,Misty,Waterflower\r\n1001,Ash,Again', ['1002']);
    expect(result.add.map((e) => e.line)).toEqual([1]);
    expect(result.duplicates).toEqual([
      {
        line: 2,
        dciNumber: '1002',
        name: 'Misty Waterflower',
        message: 'DCI number 1002 is already registered in this event.',
      },
      { line: 3, dciNumber: '1001', name: 'Ash Again', message: 'DCI number 1001 is on line 1 too.' },
    ]);
  });

  it.each([
    ['Ash Ketchum', 'INVALID_FIELD', /found 1 field/],
    ['1001,Ash', 'INVALID_FIELD', /found 2 fields/],
    ['1001,Ash,Ketchum,Masters,extra', 'INVALID_FIELD', /found 5 fields/],
    ['A-12,Ash,Ketchum', 'INVALID_DCI_NUMBER', /digits/],
    ['1001,,Ketchum', 'INVALID_NAME', /First name/],
    ['1001,Ash,Ketchum,2010', 'INVALID_BIRTH_YEAR', /1900 to 2003/],
    ['1001,Ash,Ketchum,Adults', 'INVALID_FIELD', /neither a year of birth nor a division/],
  ])('a wrong line: %s', (line, code, message) => {
    const result = preview(`1000,Brock,Harrison\n${line}`);
    expect(result.add).toHaveLength(1);
    expect(result.wrong).toEqual([
      { line: 2, text: line, error: expect.objectContaining({ code, message: expect.stringMatching(message) }) },
    ]);
  });
});
