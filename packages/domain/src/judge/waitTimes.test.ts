import { describe, expect, it } from 'vitest';
import { waitTimes } from './waitTimes.ts';

const at = (minute: number, second = 0) =>
  `2026-11-23T10:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`;

describe('waitTimes (216)', () => {
  it.each([
    ['no calls', [], []],
    [
      'three calls in round 1, one in round 2 still waiting',
      [
        { round: 2, calledAt: at(30), claimedAt: null },
        { round: 1, calledAt: at(0), claimedAt: at(1) },
        { round: 1, calledAt: at(2), claimedAt: at(2, 30) },
        { round: 1, calledAt: at(5), claimedAt: at(9) },
      ],
      [
        { round: 1, calls: 3, medianSeconds: 60, worstSeconds: 240 },
        { round: 2, calls: 1, medianSeconds: 300, worstSeconds: 300 },
      ],
    ],
    [
      'an even count takes the middle two',
      [
        { round: 1, calledAt: at(0), claimedAt: at(1) },
        { round: 1, calledAt: at(0), claimedAt: at(2) },
      ],
      [{ round: 1, calls: 2, medianSeconds: 90, worstSeconds: 120 }],
    ],
  ])('%s', (_, calls, expected) => {
    expect(waitTimes(calls, at(35))).toEqual(expected);
  });
});
