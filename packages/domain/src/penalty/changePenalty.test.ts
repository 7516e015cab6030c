import { describe, expect, it } from 'vitest';
import { changePenalty } from './changePenalty.ts';

describe('changePenalty (DCI Penalty Guidelines)', () => {
  it.each([
    [
      'an upgrade',
      'warning',
      'gameLoss',
      ' repeat ',
      { ok: true, value: { penalty: 'gameLoss', direction: 'upgrade', reason: 'repeat' } },
    ],
    [
      'a downgrade',
      'matchLoss',
      'caution',
      'first event',
      { ok: true, value: { penalty: 'caution', direction: 'downgrade' } },
    ],
    ['no change', 'warning', 'warning', 'why', { ok: false, error: { code: 'PENALTY_UNCHANGED', field: 'penalty' } }],
    ['no reason', 'warning', 'gameLoss', '  ', { ok: false, error: { code: 'REASON_REQUIRED', field: 'reason' } }],
  ] as const)('%s', (_, current, next, reason, expected) => {
    expect(changePenalty(current, next, reason)).toMatchObject(expected);
  });
});
