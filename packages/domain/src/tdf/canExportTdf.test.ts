import { describe, expect, it } from 'vitest';
import { canExportTdf } from './canExportTdf.ts';

describe('canExportTdf', () => {
  it.each([
    ['swiss', false, true],
    ['pods', false, false],
    ['swiss', true, false],
  ])('%s, cuts per division %s: %s', (type, perDivision, carried) => {
    expect(canExportTdf(type, perDivision).ok).toBe(carried);
  });

  it('names what to export instead', () => {
    expect(canExportTdf('pods')).toMatchObject({ ok: false, error: { code: 'TDF_CANNOT_CARRY', message: expect.stringContaining('CSV or JSON') } });
    expect(canExportTdf('swiss', true)).toMatchObject({ ok: false, error: { code: 'TDF_CANNOT_CARRY', message: expect.stringContaining('per age division') } });
  });
});
