import { describe, expect, it } from 'vitest';
import { fixedBeforeRoundOne } from './fixedBeforeRoundOne.ts';
import { announcedSettings } from './testSettings.ts';

const announced = announcedSettings();

describe('fixedBeforeRoundOne (203, 204, 211, 216, 226)', () => {
  it.each([
    ['a new date before round 1', { date: '2003-07-05' }, 0, null],
    ['Alternate Scoring before round 1', { scoring: { policy: 'dci2003' as const, alternateScoring: true } }, 0, null],
    ['a round time after round 1', { roundMinutes: 50 }, 2, null],
    ['a new name after round 1', { name: 'City Cup' }, 1, null],
    ['a new date after round 1', { date: '2003-07-05' }, 1, { code: 'DATE_LOCKED', section: '204', field: 'date' }],
    [
      'a second day after round 1',
      { endDate: '2003-07-02' },
      1,
      { code: 'DATE_LOCKED', section: '204', field: 'endDate' },
    ],
    ['best of 3 after round 1', { bestOf: 3 as const }, 1, { code: 'BEST_OF_LOCKED', section: '211', field: 'bestOf' }],
    [
      'Alternate Scoring after round 1',
      { scoring: { policy: 'dci2003' as const, alternateScoring: true } },
      1,
      { code: 'SCORING_LOCKED', section: '216', field: 'scoring.alternateScoring' },
    ],
    [
      'another scoring policy after round 1',
      { scoring: { policy: 'playpokemon' as const, alternateScoring: false } },
      3,
      { code: 'SCORING_LOCKED', field: 'scoring.policy' },
    ],
    ['a Class B event before round 1', { interpretationClass: 'B' as const }, 0, null],
    [
      'a Class A event after round 1',
      { interpretationClass: 'A' as const },
      1,
      { code: 'INTERPRETATION_LOCKED', section: '203', field: 'interpretationClass' },
    ],
    ['a new-set hold before round 1', { newSetHoldWeeks: 4 }, 0, null],
    [
      'a new-set hold after round 1',
      { newSetHoldWeeks: 4 },
      1,
      { code: 'NEW_SET_HOLD_LOCKED', section: '204', field: 'newSetHoldWeeks' },
    ],
    [
      'a fixed 2 games a match after round 1',
      { bestOf: 2 as const },
      1,
      { code: 'BEST_OF_LOCKED', section: '211', field: 'bestOf' },
    ],
    [
      'excluding promo sets after round 1',
      { unlistedPromos: 'exclude' as const },
      1,
      { code: 'PROMOS_LOCKED', section: '226', field: 'unlistedPromos' },
    ],
  ])('%s', (_, change, roundsPaired, error) => {
    const result = fixedBeforeRoundOne(announced, { ...announced, ...change }, roundsPaired);
    expect(result.ok ? null : result.error).toEqual(error ? expect.objectContaining(error) : null);
  });
});
