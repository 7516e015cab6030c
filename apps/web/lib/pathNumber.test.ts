import { describe, expect, it } from 'vitest';
import { pathNumber } from './pathNumber';

describe('pathNumber', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['007', 7],
  ])('reads %s as %d', (text, expected) => expect(pathNumber(text)).toBe(expected));

  it.each(['two', '1e0', '0x1', '1.5', '-1', ' 2', '', undefined])('names no number in %j', (text) =>
    expect(pathNumber(text)).toBeNaN(),
  );
});
