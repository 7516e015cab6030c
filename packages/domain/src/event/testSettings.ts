// Test fixture: an event's settings as validateEventSettings fills them in (eventSettings.test.ts checks exactly that);
// @tcg/domain/event/testing for the tests of the other packages.
import type { EventSettings } from './eventSettings.ts';

/** A modified-format City Championship on 1 July 2003, every other setting at its default, then `changes`. */
export const announcedSettings = (changes: Partial<EventSettings> = {}): EventSettings => ({
  name: 'City Championship',
  format: 'modified',
  date: '2003-07-01',
  endDate: null,
  bestOf: 1,
  roundMinutes: 30,
  rounds: null,
  scoring: { policy: 'dci2003', alternateScoring: false },
  unlistedPromos: 'allow',
  teams: false,
  premier: false,
  interpretationClass: null,
  newSetHoldWeeks: null,
  ...changes,
});
