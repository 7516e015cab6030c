import { describe, expect, it } from 'vitest';
import { changeEventSettings } from './eventChanges.ts';
import { announcedSettings } from './testSettings.ts';

const settings = announcedSettings({ name: 'League Cup', rounds: 4 });

describe('changeEventSettings (210, 211)', () => {
  it.each([
    [
      'a longer round time',
      { settings, roundsPaired: 2, finished: false, cutMade: false },
      { roundMinutes: 50 },
      { ok: true, value: { settings: { ...settings, roundMinutes: 50 }, reopen: false } },
    ],
    [
      'best-of-3 before round 1',
      { settings, roundsPaired: 0, finished: false, cutMade: false },
      { bestOf: 3 },
      { ok: true, value: { settings: { ...settings, bestOf: 3 }, reopen: false } },
    ],
    [
      'best-of-3 after round 1',
      { settings, roundsPaired: 1, finished: false, cutMade: false },
      { bestOf: 3 },
      { ok: false, error: { code: 'BEST_OF_LOCKED', section: '211' } },
    ],
    [
      'fewer rounds than paired',
      { settings, roundsPaired: 3, finished: false, cutMade: false },
      { rounds: 2 },
      {
        ok: false,
        error: {
          code: 'ROUNDS_ALREADY_PAIRED',
          section: '210',
          field: 'rounds',
          message: '3 rounds are already paired.',
        },
      },
    ],
    [
      'more rounds after the last',
      { settings, roundsPaired: 4, finished: true, cutMade: false },
      { rounds: 5 },
      { ok: true, value: { settings: { ...settings, rounds: 5 }, reopen: true } },
    ],
    [
      'as many rounds as paired',
      { settings, roundsPaired: 4, finished: true, cutMade: false },
      { rounds: 4 },
      { ok: true, value: { reopen: false } },
    ],
    [
      'more rounds once a division’s cut is made',
      { settings, roundsPaired: 4, finished: false, cutMade: true },
      { rounds: 6 },
      {
        ok: false,
        error: {
          code: 'CUT_STARTED',
          section: '217',
          field: 'rounds',
          message: 'A top cut is made: the event keeps its 4 Swiss rounds.',
        },
      },
    ],
    [
      'the same rounds and a longer round time once the cut is made',
      { settings, roundsPaired: 4, finished: false, cutMade: true },
      { rounds: 4, roundMinutes: 50 },
      { ok: true, value: { settings: { ...settings, roundMinutes: 50 }, reopen: false } },
    ],
    [
      'a new date before round 1',
      { settings, roundsPaired: 0, finished: false, cutMade: false },
      { date: '2003-06-28', endDate: '2003-06-29' },
      { ok: true, value: { settings: { ...settings, date: '2003-06-28', endDate: '2003-06-29' } } },
    ],
    [
      'a new date after round 1',
      { settings, roundsPaired: 1, finished: false, cutMade: false },
      { date: '2003-06-28' },
      { ok: false, error: { code: 'DATE_LOCKED', field: 'date' } },
    ],
    [
      'an end before the date',
      { settings, roundsPaired: 0, finished: false, cutMade: false },
      { endDate: '2003-06-30' },
      { ok: false, error: { code: 'END_BEFORE_START', field: 'endDate' } },
    ],
    [
      'a round time out of range',
      { settings, roundsPaired: 0, finished: false, cutMade: false },
      { roundMinutes: 5 },
      { ok: false, error: { code: 'OUT_OF_RANGE', field: 'roundMinutes' } },
    ],
  ])('%s', (_, facts, changes, expected) => {
    expect(changeEventSettings(facts, changes)).toMatchObject(expected);
  });
});
