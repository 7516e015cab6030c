import { describe, expect, it } from 'vitest';
import { changeEventSettings } from './eventChanges.ts';
import { announcedSettings } from './testSettings.ts';

const settings = announcedSettings({ name: 'League Cup', rounds: 4 });

/** The facts of the event with `roundsPaired` rounds paired, not finished and no cut made unless `state` says so. */
const during = (roundsPaired: number, state: { finished?: boolean; cutMade?: boolean } = {}) => ({
  settings,
  roundsPaired,
  finished: false,
  cutMade: false,
  ...state,
});
/** The settings saved with `changes`, and whether the finished event reopens. */
const saved = (changes: object, reopen = false) => ({
  ok: true,
  value: { settings: { ...settings, ...changes }, reopen },
});
const refused = (error: object) => ({ ok: false, error });

describe('changeEventSettings (210, 211)', () => {
  it.each([
    ['a longer round time', during(2), { roundMinutes: 50 }, saved({ roundMinutes: 50 })],
    ['best-of-3 before round 1', during(0), { bestOf: 3 }, saved({ bestOf: 3 })],
    ['best-of-3 after round 1', during(1), { bestOf: 3 }, refused({ code: 'BEST_OF_LOCKED', section: '211' })],
    [
      'fewer rounds than paired',
      during(3),
      { rounds: 2 },
      refused({
        code: 'ROUNDS_ALREADY_PAIRED',
        section: '210',
        field: 'rounds',
        message: '3 rounds are already paired.',
      }),
    ],
    ['more rounds after the last', during(4, { finished: true }), { rounds: 5 }, saved({ rounds: 5 }, true)],
    ['as many rounds as paired', during(4, { finished: true }), { rounds: 4 }, { ok: true, value: { reopen: false } }],
    [
      'more rounds once a division’s cut is made',
      during(4, { cutMade: true }),
      { rounds: 6 },
      refused({
        code: 'CUT_STARTED',
        section: '217',
        field: 'rounds',
        message: 'A top cut is made: the event keeps its 4 Swiss rounds.',
      }),
    ],
    [
      'the same rounds and a longer round time once the cut is made',
      during(4, { cutMade: true }),
      { rounds: 4, roundMinutes: 50 },
      saved({ roundMinutes: 50 }),
    ],
    [
      'a new date before round 1',
      during(0),
      { date: '2003-06-28', endDate: '2003-06-29' },
      saved({ date: '2003-06-28', endDate: '2003-06-29' }),
    ],
    ['a new date after round 1', during(1), { date: '2003-06-28' }, refused({ code: 'DATE_LOCKED', field: 'date' })],
    [
      'an end before the date',
      during(0),
      { endDate: '2003-06-30' },
      refused({ code: 'END_BEFORE_START', field: 'endDate' }),
    ],
    [
      'a round time out of range',
      during(0),
      { roundMinutes: 5 },
      refused({ code: 'OUT_OF_RANGE', field: 'roundMinutes' }),
    ],
  ])('%s', (_, facts, changes, expected) => {
    expect(changeEventSettings(facts, changes)).toMatchObject(expected);
  });
});
