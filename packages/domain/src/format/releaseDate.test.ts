import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { assertIsoDate, isIsoDate, isReleased } from './releaseDate.ts';

describe('dates (204)', () => {
  it.each([
    ['2003-01-01', true],
    ['2004-02-29', true],
    ['2003-02-29', false],
    ['2003-13-01', false],
    ['2003-1-01', false],
    ['2003/01/01', false],
    ['', false],
    ['2003-01-01T00:00:00Z', false],
  ])('%s is a date: %s', (date, valid) => expect(isIsoDate(date)).toBe(valid));

  it('refuses a check without a real date', () => {
    expect(() => assertIsoDate('today')).toThrow(RangeError);
    expect(() => assertIsoDate('2002-05-24')).not.toThrow();
  });

  it('a set is out on its release date, not the day before', () => {
    const lc = catalog.setsById.get('base6')!;
    expect(isReleased(lc, '2002-05-24')).toBe(true);
    expect(isReleased(lc, '2002-05-23')).toBe(false);
    expect(isReleased(lc, '2010-01-01')).toBe(true);
  });
});
