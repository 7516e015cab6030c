import { describe, expect, it } from 'vitest';
import { readShortCode, SHORT_CODE_ALPHABET } from './shortCode.ts';

describe('readShortCode', () => {
  it.each([
    ['as printed', 'K7PQ', 'K7PQ'],
    ['in lower case', 'k7pq', 'K7PQ'],
    ['with spaces and a dash', ' k7-pq ', 'K7PQ'],
    ['too short', 'K7P', null],
    ['too long', 'K7PQR', null],
    ['with a zero', 'K0PQ', null],
    ['with an O', 'KOPQ', null],
    ['with a one', 'K1PQ', null],
    ['with an I', 'KIPQ', null],
    ['with an L', 'KLPQ', null],
    ['empty', '', null],
    ['an event id', '0b8f2f9e-4c2a-4d59-9f5e-2a7d1e1c3b4a', null],
  ])('%s', (_, typed, code) => {
    expect(readShortCode(typed)).toBe(code);
  });

  it('has no two characters a reader may confuse', () => {
    for (const c of '01OIL') expect(SHORT_CODE_ALPHABET).not.toContain(c);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
  });
});
