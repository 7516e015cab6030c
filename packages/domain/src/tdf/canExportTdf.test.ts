import { describe, expect, it } from 'vitest';
import { canExportTdf } from './canExportTdf.ts';

describe('canExportTdf', () => {
  it.each([
    ['swiss', true],
    ['pods', false],
  ])('%s: %s', (type, carried) => {
    expect(canExportTdf(type).ok).toBe(carried);
  });

  it('names what to export instead', () => {
    expect(canExportTdf('pods')).toMatchObject({ ok: false, error: { code: 'TDF_CANNOT_CARRY', message: expect.stringContaining('CSV or JSON') } });
  });
});
