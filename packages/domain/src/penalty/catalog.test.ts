import { describe, expect, it } from 'vitest';
import { checkPenaltyCatalog, defaultPenaltyCatalog } from './catalog.ts';

describe('checkPenaltyCatalog', () => {
  it.each([
    ['the default catalogue', defaultPenaltyCatalog, { ok: true }],
    [
      'slow play as a caution',
      { ...defaultPenaltyCatalog, slowPlay: { penalty: 'caution', escalates: true } },
      { ok: true },
    ],
    [
      'an infraction missing',
      { ...defaultPenaltyCatalog, cheating: undefined },
      {
        ok: false,
        error: {
          code: 'INVALID_PENALTY_CATALOG',
          field: 'cheating',
          message: 'The catalogue needs a penalty for Cheating.',
        },
      },
    ],
    [
      'an unknown penalty',
      { ...defaultPenaltyCatalog, tardiness: { penalty: 'fine', escalates: true } },
      { ok: false, error: { code: 'INVALID_PENALTY_CATALOG', field: 'tardiness' } },
    ],
    [
      'an unknown infraction',
      { ...defaultPenaltyCatalog, jaywalking: { penalty: 'warning', escalates: true } },
      { ok: false, error: { code: 'INVALID_PENALTY_CATALOG', field: 'jaywalking' } },
    ],
  ])('%s', (_, catalog, expected) => {
    expect(checkPenaltyCatalog(catalog as never)).toMatchObject(expected);
  });
});
