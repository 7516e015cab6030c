import { describe, expect, it } from 'vitest';
import { builtInCatalog } from '../catalog/builtIn.ts';
import { draftedPool } from './draftedPool.ts';

const drafted = [
  { cardId: 'gym1-35', count: 2 },
  { cardId: 'gym2-2', count: 1 },
];

describe('draftedPool (231, Appendix A 6)', () => {
  it.each([
    ['the recorded cards, in any order', [...drafted].reverse(), drafted, undefined, null],
    ['any pool when the pod drafted on paper', [{ cardId: 'gym1-33', count: 3 }], null, undefined, null],
    [
      'a differing pool with a judge’s reason',
      [{ cardId: 'gym1-35', count: 3 }],
      drafted,
      '  Caller missed a pick at table 4 ',
      'Caller missed a pick at table 4',
    ],
  ])('accepts %s', (_, typed, record, overrideReason, audited) => {
    expect(
      draftedPool(
        { typed, drafted: record, ...(overrideReason === undefined ? {} : { overrideReason }) },
        builtInCatalog,
      ),
    ).toEqual({ ok: true, value: audited });
  });

  it.each([
    [
      'one copy more',
      [
        { cardId: 'gym1-35', count: 3 },
        { cardId: 'gym2-2', count: 1 },
      ],
      "Blaine's Growlithe (Gym Heroes 35): 3 in the pool, 2 drafted.",
    ],
    [
      'a card missing',
      [{ cardId: 'gym1-35', count: 2 }],
      "Blaine's Charizard (Gym Challenge 2): 0 in the pool, 1 drafted.",
    ],
    [
      'a card never drafted',
      [...drafted, { cardId: 'gym1-33', count: 1 }],
      "Rocket's Snorlax (Gym Heroes 33): 1 in the pool, 0 drafted.",
    ],
  ])('refuses a typed pool with %s, naming the card and both counts', (_, typed, message) => {
    const result = draftedPool({ typed, drafted }, builtInCatalog);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'POOL_DIFFERS_FROM_DRAFT', section: 'Appendix A 6', field: 'cards' },
    });
    expect(result.ok ? '' : result.error.message).toContain(message);
  });

  it('refuses an override without a reason', () => {
    expect(draftedPool({ typed: [], drafted, overrideReason: '  ' }, builtInCatalog)).toMatchObject({
      ok: false,
      error: { code: 'REASON_REQUIRED', field: 'override.reason' },
    });
  });
});
