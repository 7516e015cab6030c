import { describe, expect, it } from 'vitest';
import { cutRule } from './cutRule.ts';

describe('cutRule (217)', () => {
  it.each<[{ size?: number; minPoints?: number }, object]>([
    [{ size: 8 }, { ok: true, value: { size: 8 } }],
    [{ minPoints: 9 }, { ok: true, value: { minPoints: 9 } }],
    [{ minPoints: 0 }, { ok: true, value: { minPoints: 0 } }],
    [{}, { ok: false, error: { code: 'INVALID_CUT', field: 'size' } }],
    [
      { size: 8, minPoints: 9 },
      {
        ok: false,
        error: { code: 'INVALID_CUT', message: 'Choose the top cut by size or by minPoints, not both or neither.' },
      },
    ],
  ])('%j', (body, expected) => {
    expect(cutRule(body)).toMatchObject(expected);
  });
});
